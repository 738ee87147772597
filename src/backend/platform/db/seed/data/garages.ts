/**
 * Seed data for partner service-centre garages.
 *
 * Addresses, pincodes and coordinates are real localities (approximate,
 * street/landmark level); garage names, phone numbers and reviews are
 * fictional. Each served pincode belongs to exactly one garage.
 */

export interface SeedServedPincode {
  pincode: string;
  locality: string;
  lat: number;
  lng: number;
}

export interface SeedReview {
  author: string;
  rating: number;
  body: string;
  date: string; // YYYY-MM-DD
}

export interface SeedOffer {
  title: string;
  discountPercentage: number;
  image: string;
}

export interface SeedGarage {
  /** Fixed, so that demo links, tests and documentation can name a garage by id. */
  id: string;
  code: string;
  citySlug: string;
  localitySlug: string;
  name: string;
  locality: string;
  city: string;
  state: string;
  address: string;
  displayAddress: string;
  pincode: string;
  lat: number;
  lng: number;
  phone: string;
  rating: number;
  reviews: SeedReview[];
  brandsServiced: string[];
  partsBrands: string[];
  banner: string;
  gallery: { src: string; alt: string }[];
  videoUrl: string | null;
  offers: SeedOffer[];
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  servedPincodes: SeedServedPincode[];
}

const gallery = (localitySlug: string, locality: string): { src: string; alt: string }[] => [
  { src: `/images/garages/${localitySlug}/gallery-1.svg`, alt: `Service bay with a car on the lift at Service Centre ${locality}` },
  { src: `/images/garages/${localitySlug}/gallery-2.svg`, alt: `Car wash and foam bath at Service Centre ${locality}` },
  { src: `/images/garages/${localitySlug}/gallery-3.svg`, alt: `Customer waiting lounge at Service Centre ${locality}` },
  { src: `/images/garages/${localitySlug}/gallery-4.svg`, alt: `Computerised diagnostics at Service Centre ${locality}` },
];

const OFFER_IMAGES = {
  monsoon: '/images/offers/monsoon-checkup.svg',
  ac: '/images/offers/ac-service.svg',
  spa: '/images/offers/car-spa.svg',
  periodic: '/images/offers/periodic-service.svg',
} as const;

export const GARAGES: SeedGarage[] = [
  {
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1001',
    code: 'KDG',
    citySlug: 'bangalore',
    localitySlug: 'kudlu-gate',
    name: 'Service Centre Kudlu Gate',
    locality: 'Kudlu Gate',
    city: 'Bangalore',
    state: 'Karnataka',
    address: 'Plot 14, Hosur Main Road, near Kudlu Gate Junction, Garvebhavi Palya, Bengaluru, Karnataka 560068',
    displayAddress: 'Hosur Main Road, Kudlu Gate',
    pincode: '560068',
    lat: 12.8913,
    lng: 77.6394,
    phone: '+91 80 4125 6780',
    rating: 4.6,
    reviews: [
      {
        author: 'Karthik R.',
        rating: 5,
        body: 'Picked up my Baleno from HSR in the morning and dropped it back by evening. Clear bill, no surprise charges.',
        date: '2025-09-14',
      },
      {
        author: 'Divya S.',
        rating: 5,
        body: 'They sent photos of the worn brake pads before replacing them. Really appreciated the transparency.',
        date: '2025-08-02',
      },
      {
        author: 'Manjunath H.',
        rating: 4,
        body: 'Good periodic service on my Creta. Took an hour longer than promised, but they kept me updated on WhatsApp.',
        date: '2025-07-19',
      },
      {
        author: 'Priya N.',
        rating: 5,
        body: 'AC was barely cooling in the Bangalore summer. Fixed the same day, and the car came back washed too.',
        date: '2025-05-06',
      },
      {
        author: 'Arjun M.',
        rating: 4,
        body: 'Friendly advisor, fair pricing compared to the dealership. Waiting lounge has decent coffee.',
        date: '2025-03-22',
      },
    ],
    brandsServiced: [
      'maruti-suzuki',
      'hyundai',
      'tata',
      'mahindra',
      'kia',
      'toyota',
      'honda',
      'mg',
      'renault',
      'nissan',
      'skoda',
      'volkswagen',
      'ford',
      'jeep',
    ],
    partsBrands: ['Bosch', 'Castrol', 'Mobil 1', 'Amaron', 'MRF', 'Denso', 'NGK', 'Mann-Filter', '3M'],
    banner: '/images/garages/kudlu-gate/banner.svg',
    gallery: gallery('kudlu-gate', 'Kudlu Gate'),
    videoUrl: null,
    offers: [
      { title: 'Monsoon Check-up', discountPercentage: 20, image: OFFER_IMAGES.monsoon },
      { title: 'AC Service', discountPercentage: 15, image: OFFER_IMAGES.ac },
      { title: 'Car Spa', discountPercentage: 10, image: OFFER_IMAGES.spa },
    ],
    metaTitle: 'Car Service in Kudlu Gate, Bangalore | Pick & Drop | Service Centre',
    metaKeywords:
      'car service Kudlu Gate, car repair HSR Layout, car service Hosur Road, car AC repair Bangalore, periodic car service Electronic City, car wash Bommanahalli',
    metaDescription:
      'Car service in Kudlu Gate, Bangalore with free pick & drop across HSR Layout, Bommanahalli and Electronic City. Genuine parts, upfront prices, same-day service.',
    servedPincodes: [
      { pincode: '560068', locality: 'Bommanahalli (Kudlu Gate)', lat: 12.8981, lng: 77.6373 },
      { pincode: '560102', locality: 'HSR Layout', lat: 12.9116, lng: 77.6474 },
      { pincode: '560034', locality: 'Koramangala', lat: 12.9279, lng: 77.6271 },
      { pincode: '560095', locality: 'Koramangala 6th Block', lat: 12.9384, lng: 77.6244 },
      { pincode: '560100', locality: 'Electronic City', lat: 12.8452, lng: 77.6602 },
      { pincode: '560099', locality: 'Bommasandra', lat: 12.8146, lng: 77.694 },
      { pincode: '560076', locality: 'Bilekahalli (Arekere)', lat: 12.8885, lng: 77.6012 },
      { pincode: '560035', locality: 'Carmelaram', lat: 12.9064, lng: 77.7058 },
      { pincode: '560103', locality: 'Bellandur', lat: 12.9256, lng: 77.6762 },
      { pincode: '560030', locality: 'Adugodi', lat: 12.9426, lng: 77.61 },
      { pincode: '560047', locality: 'Vivek Nagar', lat: 12.9501, lng: 77.6197 },
      { pincode: '560002', locality: 'Bangalore City (Chickpet)', lat: 12.9667, lng: 77.5767 },
    ],
  },
  {
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1002',
    code: 'TNS',
    citySlug: 'bangalore',
    localitySlug: 'thanisandra',
    name: 'Service Centre Thanisandra',
    locality: 'Thanisandra',
    city: 'Bangalore',
    state: 'Karnataka',
    address: 'No. 112, Thanisandra Main Road, near RK Hegde Nagar Bus Stop, Thanisandra, Bengaluru, Karnataka 560077',
    displayAddress: 'Thanisandra Main Road, Thanisandra',
    pincode: '560077',
    lat: 13.0546,
    lng: 77.6336,
    phone: '+91 80 4718 2245',
    rating: 4.4,
    reviews: [
      {
        author: 'Suresh K.',
        rating: 5,
        body: 'Booked online at night, car was picked up from Hebbal at 9 am sharp. Service was thorough and well explained.',
        date: '2025-10-03',
      },
      {
        author: 'Ananya P.',
        rating: 4,
        body: 'Clutch work on my Nexon done properly. Slightly pricey but they showed the old parts.',
        date: '2025-08-27',
      },
      {
        author: 'Rahul D.',
        rating: 4,
        body: 'Good wheel alignment and balancing. Steering pull is completely gone now.',
        date: '2025-07-08',
      },
      {
        author: 'Fathima Z.',
        rating: 5,
        body: 'Helpful team, they even checked the tyre pressure of my spare. Car spa result was excellent.',
        date: '2025-06-15',
      },
    ],
    brandsServiced: [
      'maruti-suzuki',
      'hyundai',
      'tata',
      'mahindra',
      'kia',
      'toyota',
      'honda',
      'mg',
      'renault',
      'nissan',
      'skoda',
      'volkswagen',
      'citroen',
    ],
    partsBrands: ['Bosch', 'Shell', 'Valvoline', 'Exide', 'Apollo', 'NGK', 'Purolator', "Meguiar's"],
    banner: '/images/garages/thanisandra/banner.svg',
    gallery: gallery('thanisandra', 'Thanisandra'),
    videoUrl: null,
    offers: [
      { title: 'Periodic Service', discountPercentage: 15, image: OFFER_IMAGES.periodic },
      { title: 'Car Spa', discountPercentage: 25, image: OFFER_IMAGES.spa },
    ],
    metaTitle: 'Car Service in Thanisandra, Bangalore | Pick & Drop | Service Centre',
    metaKeywords:
      'car service Thanisandra, car repair Hebbal, car service Nagawara, car mechanic Kalyan Nagar, car service Yelahanka, car wash north Bangalore',
    metaDescription:
      'Trusted car service in Thanisandra, Bangalore. Free pick & drop from Hebbal, Nagawara, Kalyan Nagar and Yelahanka. Genuine parts and transparent pricing.',
    servedPincodes: [
      { pincode: '560077', locality: 'Thanisandra (Kothanur)', lat: 13.0584, lng: 77.6388 },
      { pincode: '560043', locality: 'Banaswadi (Kalyan Nagar)', lat: 13.0225, lng: 77.648 },
      { pincode: '560045', locality: 'Nagawara', lat: 13.041, lng: 77.621 },
      { pincode: '560024', locality: 'Hebbal', lat: 13.0358, lng: 77.597 },
      { pincode: '560032', locality: 'RT Nagar', lat: 13.021, lng: 77.596 },
      { pincode: '560092', locality: 'Sahakara Nagar', lat: 13.062, lng: 77.587 },
      { pincode: '560064', locality: 'Yelahanka', lat: 13.1005, lng: 77.5963 },
      { pincode: '560016', locality: 'Ramamurthy Nagar', lat: 13.012, lng: 77.677 },
      { pincode: '560084', locality: 'Lingarajapuram', lat: 13.012, lng: 77.628 },
      { pincode: '560005', locality: 'Frazer Town', lat: 12.9982, lng: 77.614 },
      { pincode: '560036', locality: 'Krishnarajapuram', lat: 13.005, lng: 77.695 },
    ],
  },
  {
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1003',
    code: 'HFP',
    citySlug: 'hyderabad',
    localitySlug: 'hafeezpet',
    name: 'Service Centre Hafeezpet',
    locality: 'Hafeezpet',
    city: 'Hyderabad',
    state: 'Telangana',
    address: 'Plot 23, Hafeezpet Main Road, near Hafeezpet Railway Station, Hafeezpet, Hyderabad, Telangana 500049',
    displayAddress: 'Hafeezpet Main Road, Hafeezpet',
    pincode: '500049',
    lat: 17.4843,
    lng: 78.3559,
    phone: '+91 40 4852 3190',
    rating: 4.5,
    reviews: [
      {
        author: 'Srinivas R.',
        rating: 5,
        body: 'Pickup from Kondapur was on time. My i20 came back running smoother and the bill matched the estimate.',
        date: '2025-09-29',
      },
      {
        author: 'Lakshmi V.',
        rating: 4,
        body: 'Good job on the suspension noise. They took a test drive with me before delivery.',
        date: '2025-08-11',
      },
      {
        author: 'Mohammed A.',
        rating: 5,
        body: 'Battery died near Miyapur metro, they replaced it within two hours. Lifesavers.',
        date: '2025-06-21',
      },
      {
        author: 'Keerthi P.',
        rating: 4,
        body: 'AC service before summer was worth it. Booking slot was easy, the lounge could use more seating.',
        date: '2025-04-02',
      },
      {
        author: 'Venkat N.',
        rating: 5,
        body: 'Honest advice, they told me the brake discs could wait another 5,000 km instead of upselling.',
        date: '2025-02-17',
      },
    ],
    brandsServiced: [
      'maruti-suzuki',
      'hyundai',
      'tata',
      'mahindra',
      'kia',
      'toyota',
      'honda',
      'mg',
      'renault',
      'skoda',
      'volkswagen',
      'jeep',
      'byd',
    ],
    partsBrands: ['Bosch', 'Castrol', 'Mobil 1', 'Exide', 'MRF', 'Denso', 'Brembo', 'Mann-Filter'],
    banner: '/images/garages/hafeezpet/banner.svg',
    gallery: gallery('hafeezpet', 'Hafeezpet'),
    videoUrl: null,
    offers: [
      { title: 'AC Service', discountPercentage: 20, image: OFFER_IMAGES.ac },
      { title: 'Periodic Service', discountPercentage: 10, image: OFFER_IMAGES.periodic },
      { title: 'Monsoon Check-up', discountPercentage: 15, image: OFFER_IMAGES.monsoon },
    ],
    metaTitle: 'Car Service in Hafeezpet, Hyderabad | Pick & Drop | Service Centre',
    metaKeywords:
      'car service Hafeezpet, car repair Miyapur, car service Kondapur, car mechanic Gachibowli, car AC repair Hyderabad, car wash Kukatpally',
    metaDescription:
      'Car service in Hafeezpet, Hyderabad with free pick & drop from Miyapur, Kondapur, Gachibowli and Kukatpally. Genuine parts, upfront quotes, same-day delivery.',
    servedPincodes: [
      { pincode: '500049', locality: 'Hafeezpet (Miyapur)', lat: 17.488, lng: 78.357 },
      { pincode: '500084', locality: 'Kondapur', lat: 17.469, lng: 78.364 },
      { pincode: '500032', locality: 'Gachibowli', lat: 17.44, lng: 78.3489 },
      { pincode: '500081', locality: 'Madhapur', lat: 17.4483, lng: 78.3915 },
      { pincode: '500050', locality: 'Chanda Nagar', lat: 17.496, lng: 78.329 },
      { pincode: '500019', locality: 'Lingampally', lat: 17.492, lng: 78.317 },
      { pincode: '500090', locality: 'Nizampet', lat: 17.517, lng: 78.385 },
      { pincode: '500072', locality: 'Kukatpally', lat: 17.4849, lng: 78.4138 },
      { pincode: '500085', locality: 'KPHB Colony', lat: 17.493, lng: 78.399 },
      { pincode: '500046', locality: 'Gachibowli (University of Hyderabad)', lat: 17.458, lng: 78.333 },
      { pincode: '500089', locality: 'Manikonda', lat: 17.404, lng: 78.387 },
    ],
  },
  {
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1004',
    code: 'PPG',
    citySlug: 'delhi',
    localitySlug: 'patparganj',
    name: 'Service Centre Patparganj',
    locality: 'Patparganj',
    city: 'Delhi',
    state: 'Delhi',
    address: 'Plot 27, Mother Dairy Road, Patparganj Industrial Area, Patparganj, Delhi 110092',
    displayAddress: 'Patparganj Industrial Area, Patparganj',
    pincode: '110092',
    lat: 28.637,
    lng: 77.304,
    phone: '+91 11 4309 7764',
    rating: 4.3,
    reviews: [
      {
        author: 'Amit G.',
        rating: 4,
        body: 'Picked up my Swift from Mayur Vihar and returned it the same evening. Service was neat and quick.',
        date: '2025-10-12',
      },
      {
        author: 'Neha B.',
        rating: 5,
        body: 'Denting and painting on the rear bumper is spotless, colour match is perfect.',
        date: '2025-09-05',
      },
      {
        author: 'Rohit S.',
        rating: 4,
        body: 'Fair prices compared to the dealer in Noida. Waiting time was a bit long on a Saturday.',
        date: '2025-07-26',
      },
      {
        author: 'Simran K.',
        rating: 5,
        body: 'Got the monsoon check-up done, wipers and brakes sorted before the rains. Very polite staff.',
        date: '2025-06-30',
      },
      {
        author: 'Vikas T.',
        rating: 4,
        body: 'Engine check light issue diagnosed correctly the first time. Clear explanation of the fault.',
        date: '2025-04-18',
      },
    ],
    brandsServiced: [
      'maruti-suzuki',
      'hyundai',
      'tata',
      'mahindra',
      'kia',
      'toyota',
      'honda',
      'mg',
      'renault',
      'nissan',
      'skoda',
      'volkswagen',
      'ford',
      'citroen',
      'jeep',
    ],
    partsBrands: ['Bosch', 'Shell', 'Castrol', 'Exide', 'Amaron', 'Apollo', 'NGK', '3M', "Meguiar's"],
    banner: '/images/garages/patparganj/banner.svg',
    gallery: gallery('patparganj', 'Patparganj'),
    videoUrl: null,
    offers: [
      { title: 'Monsoon Check-up', discountPercentage: 25, image: OFFER_IMAGES.monsoon },
      { title: 'Car Spa', discountPercentage: 15, image: OFFER_IMAGES.spa },
    ],
    metaTitle: 'Car Service in Patparganj, Delhi | Pick & Drop | Service Centre',
    metaKeywords:
      'car service Patparganj, car repair East Delhi, car service Mayur Vihar, car mechanic Laxmi Nagar, denting painting Delhi, car service Noida',
    metaDescription:
      'Car service in Patparganj, East Delhi with free pick & drop from Mayur Vihar, Laxmi Nagar, Shahdara and Noida. Genuine parts and transparent, upfront pricing.',
    servedPincodes: [
      { pincode: '110092', locality: 'Patparganj (I.P. Extension)', lat: 28.6296, lng: 77.2986 },
      { pincode: '110091', locality: 'Mayur Vihar Phase 1', lat: 28.6045, lng: 77.2945 },
      { pincode: '110096', locality: 'Mayur Vihar Phase 3', lat: 28.611, lng: 77.339 },
      { pincode: '110051', locality: 'Krishna Nagar', lat: 28.6565, lng: 77.2793 },
      { pincode: '110031', locality: 'Gandhi Nagar', lat: 28.657, lng: 77.265 },
      { pincode: '110032', locality: 'Shahdara', lat: 28.673, lng: 77.289 },
      { pincode: '110095', locality: 'Dilshad Garden', lat: 28.682, lng: 77.318 },
      { pincode: '110093', locality: 'Nand Nagri', lat: 28.694, lng: 77.307 },
      { pincode: '110094', locality: 'Karawal Nagar', lat: 28.728, lng: 77.278 },
      { pincode: '201301', locality: 'Noida Sector 18', lat: 28.57, lng: 77.321 },
    ],
  },
  {
    id: '4b1d7c2e-5a1e-4c39-9f0a-1e0d6a5b1005',
    code: 'GOT',
    citySlug: 'ahmedabad',
    localitySlug: 'gota',
    name: 'Service Centre Gota',
    locality: 'Gota',
    city: 'Ahmedabad',
    state: 'Gujarat',
    address: 'Shop 9-12, Ground Floor, near Gota Cross Roads, S.G. Highway, Gota, Ahmedabad, Gujarat 382481',
    displayAddress: 'S.G. Highway, Gota',
    pincode: '382481',
    lat: 23.1016,
    lng: 72.538,
    phone: '+91 79 4890 5521',
    rating: 4.7,
    reviews: [
      {
        author: 'Hardik P.',
        rating: 5,
        body: 'Excellent service on my XUV700. Pickup from Thaltej and delivery on time, with a detailed report.',
        date: '2025-10-07',
      },
      {
        author: 'Jinal S.',
        rating: 5,
        body: 'Very professional. They replaced only what was needed and explained everything in Gujarati too.',
        date: '2025-08-19',
      },
      {
        author: 'Nirav D.',
        rating: 4,
        body: 'Good AC repair before the summer heat. Would like a little more slot availability on Sundays.',
        date: '2025-04-09',
      },
      {
        author: 'Pooja M.',
        rating: 5,
        body: 'Car spa made my old City look new. Interior cleaning was really detailed.',
        date: '2025-03-15',
      },
      {
        author: 'Chirag T.',
        rating: 5,
        body: 'Quick battery replacement and free health check. Reasonable charges for Ahmedabad.',
        date: '2025-01-28',
      },
    ],
    brandsServiced: [
      'maruti-suzuki',
      'hyundai',
      'tata',
      'mahindra',
      'kia',
      'toyota',
      'honda',
      'mg',
      'renault',
      'nissan',
      'skoda',
      'volkswagen',
      'ford',
      'jeep',
      'citroen',
      'byd',
    ],
    partsBrands: ['Bosch', 'Castrol', 'Valvoline', 'Amaron', 'MRF', 'Denso', 'Brembo', 'Purolator', '3M', 'NGK'],
    banner: '/images/garages/gota/banner.svg',
    gallery: gallery('gota', 'Gota'),
    videoUrl: null,
    offers: [
      { title: 'AC Service', discountPercentage: 25, image: OFFER_IMAGES.ac },
      { title: 'Periodic Service', discountPercentage: 15, image: OFFER_IMAGES.periodic },
      { title: 'Car Spa', discountPercentage: 20, image: OFFER_IMAGES.spa },
    ],
    metaTitle: 'Car Service in Gota, Ahmedabad | Pick & Drop | Service Centre',
    metaKeywords:
      'car service Gota, car repair SG Highway, car service Chandlodiya, car mechanic Thaltej, car AC repair Ahmedabad, car wash Ghatlodia',
    metaDescription:
      'Car service in Gota, Ahmedabad on S.G. Highway with free pick & drop from Sola, Thaltej, Ghatlodia and Chandkheda. Genuine parts and upfront, honest pricing.',
    servedPincodes: [
      { pincode: '382481', locality: 'Gota (Chandlodiya)', lat: 23.1027, lng: 72.5408 },
      { pincode: '380060', locality: 'Sola (Science City)', lat: 23.075, lng: 72.517 },
      { pincode: '380061', locality: 'Ghatlodia', lat: 23.064, lng: 72.542 },
      { pincode: '380054', locality: 'Bodakdev', lat: 23.0395, lng: 72.509 },
      { pincode: '380059', locality: 'Thaltej', lat: 23.05, lng: 72.505 },
      { pincode: '380013', locality: 'Naranpura', lat: 23.06, lng: 72.56 },
      { pincode: '380005', locality: 'Sabarmati', lat: 23.083, lng: 72.586 },
      { pincode: '382480', locality: 'Ranip', lat: 23.08, lng: 72.565 },
      { pincode: '380052', locality: 'Memnagar', lat: 23.05, lng: 72.533 },
      { pincode: '382424', locality: 'Chandkheda', lat: 23.11, lng: 72.585 },
      { pincode: '380015', locality: 'Vastrapur', lat: 23.038, lng: 72.529 },
    ],
  },
];

export const TEST_GARAGE_CODE: { code: string; localitySlug: string; testName: string } = {
  code: 'TST',
  localitySlug: 'kudlu-gate',
  testName: 'Test Garage (staging)',
};
