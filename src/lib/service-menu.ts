// The periodic-service menu of one powertrain: which inclusions it lists, and how the Basic and
// Advanced plans split them (spec §9 keeps that split for every powertrain).
import { Fuel, FUEL_LABELS, type FuelType } from '@/contracts/vocabulary';
import { fuelId } from '@/lib/vehicle-names';

export interface MenuLine {
  id: number;
  name: string;
  in_essential: boolean;
  fuel_types: readonly FuelType[];
}

/** The powertrains the service page offers a menu for, in the order most cars on Indian roads run. */
export const MENU_POWERTRAINS: readonly FuelType[] = [Fuel.PETROL, Fuel.DIESEL, Fuel.CNG, Fuel.LPG, Fuel.EV];

export interface PowertrainMenu {
  fuel: FuelType;
  label: string;
  lines: MenuLine[];
  basicCount: number;
  advancedCount: number;
}

/** One powertrain's menu: the inclusions declared for it, in the catalogue's order; Basic covers those marked essential, Advanced all. */
export function menuFor(inclusions: readonly MenuLine[], fuel: FuelType): PowertrainMenu {
  const lines = inclusions.filter((i) => i.fuel_types.includes(fuel));
  return {
    fuel,
    label: FUEL_LABELS[fuel],
    lines,
    basicCount: lines.filter((i) => i.in_essential).length,
    advancedCount: lines.length,
  };
}

/** Every powertrain's menu, leaving out any powertrain the catalogue declares nothing for. */
export function menusByPowertrain(inclusions: readonly MenuLine[]): PowertrainMenu[] {
  return MENU_POWERTRAINS.map((fuel) => menuFor(inclusions, fuel)).filter((m) => m.lines.length > 0);
}

/** The menu to open for a car's fuel as stored ('ELECTRIC' reads as EV); undefined when none fits. */
export function menuFuelOf(fuel: string | undefined): FuelType | undefined {
  if (fuel === undefined) return undefined;
  const id = fuelId(fuel);
  return MENU_POWERTRAINS.find((f) => f === id);
}

/** The line under a menu: 'For electric cars the basic plan covers 10 of these; the advanced plan covers all 14.' (CNG and LPG keep their capitals.) */
export function menuNote(menu: PowertrainMenu): string {
  const cars = menu.fuel === Fuel.CNG || menu.fuel === Fuel.LPG ? menu.label : menu.label.toLowerCase();
  return `For ${cars} cars the basic plan covers ${menu.basicCount} of these; the advanced plan covers all ${menu.advancedCount}.`;
}
