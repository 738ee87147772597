/** Other names people type for the cities we serve, mapped to the name the garages use. */
const ALIASES: Record<string, string> = {
  bengaluru: 'Bangalore',
  bangaluru: 'Bangalore',
  blr: 'Bangalore',
  'new delhi': 'Delhi',
  ncr: 'Delhi',
  'delhi ncr': 'Delhi',
  hyd: 'Hyderabad',
  secunderabad: 'Hyderabad',
  cyberabad: 'Hyderabad',
  amdavad: 'Ahmedabad',
  ahmadabad: 'Ahmedabad',
};

/** The city name garages are stored under, for what a visitor typed ('bengaluru' → 'Bangalore'). */
export function canonicalCity(input: string): string {
  const key = input.trim().toLowerCase().replace(/\s+/g, ' ');
  // Own keys only: 'constructor' is a city name someone may type, not Object's constructor.
  return (Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined) ?? input.trim();
}
