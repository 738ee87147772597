import type { Model, Variant } from '@/contracts/vehicles';
import { fuelLabel } from '@/lib/vehicle-names';

interface Props {
  model: Model;
  /** The chosen fuel; null while the fuel is still to be chosen. */
  fuel: string | null;
  onFuel: (fuel: string) => void;
  onVariant: (variant: Variant) => void;
}

/** The variants of a model that run on a fuel. */
export function variantsFor(model: Model, fuel: string): Variant[] {
  return model.variants.filter((v) => v.fuel_type === fuel);
}

/** The model's fuels as buttons, or, once the fuel is known, its variants for that fuel. */
export function FuelVariantStep({ model, fuel, onFuel, onVariant }: Props) {
  if (fuel === null) {
    return (
      <ul className="mmv-options" aria-label={`${model.name} fuel types`}>
        {model.fuel_types.map((id) => (
          <li key={id}>
            <button type="button" className="mmv-option" onClick={() => onFuel(id)}>
              {fuelLabel(id)}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mmv-options" aria-label={`${model.name} ${fuelLabel(fuel)} variants`}>
      {variantsFor(model, fuel).map((variant) => (
        <li key={variant.id}>
          <button type="button" className="mmv-option" onClick={() => onVariant(variant)}>
            {variant.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
