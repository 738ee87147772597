// How a service centre is named in one line on screens.

/** 'Service Centre Kudlu Gate' with its locality 'Kudlu Gate' reads once; a name without it gets ', <locality>'. */
export function garageLine(garage: { garageName: string; locality?: string | null }): string {
  const name = garage.garageName.trim();
  const locality = garage.locality?.trim();
  if (!locality || name.toLowerCase().includes(locality.toLowerCase())) return name;
  return `${name}, ${locality}`;
}
