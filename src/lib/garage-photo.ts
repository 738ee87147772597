// A service centre's photo on its cards: the first photo of its landing page's gallery.

/** The size the centres' gallery photos are made at (4:3), as the landing page's gallery shows them. */
export const GARAGE_PHOTO_WIDTH = 800;
export const GARAGE_PHOTO_HEIGHT = 600;
