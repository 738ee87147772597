import { useEffect, useRef, useState } from 'react';
import type { Make, Model, ModelHit, Variant } from '@/contracts/vehicles';
import type { VehicleChoice } from '@/lib/vehicle-payload';
import { fuelLabel } from '@/lib/vehicle-names';
import { filterMakes, filterModels, NO_FILTERS, type CatalogueFilters } from '@/lib/catalogue-filters';
import { apiGet } from '@/islands/api-client';
import { useLoad } from '@/islands/use-load';
import { FilterBar } from './FilterBar';
import { MakeGrid } from './MakeGrid';
import { ModelList } from './ModelList';
import { SearchResults } from './SearchResults';
import { FuelVariantStep, variantsFor } from './FuelVariantStep';
import { useVehicleSearch } from './use-vehicle-search';
import type { ChoiceContext } from './finish-choice';

interface Props {
  onComplete: (choice: VehicleChoice, context: ChoiceContext) => void;
}

type Step = 'make' | 'model' | 'fuel' | 'variant';
/** What the steps after the make need of it. */
type ChosenMake = Pick<Make, 'slug' | 'name'>;

/**
 * Make → model → fuel → variant, skipping the fuel or variant step when there is only one to choose. Typing
 * in the search box on the make step searches models across makes; a model found goes straight to its fuel step.
 */
export function CataloguePicker({ onComplete }: Props) {
  const [filters, setFilters] = useState<CatalogueFilters>(NO_FILTERS);
  const [make, setMake] = useState<ChosenMake | null>(null);
  const [model, setModel] = useState<Model | null>(null);
  const [fuel, setFuel] = useState<string | null>(null);
  const makes = useLoad('makes', () => apiGet('vehicle-makes', {}));
  const models = useLoad(make?.slug ?? null, () => apiGet('vehicle-models', { make: make?.slug ?? '' }).then((answer) => answer.models));
  const step: Step = !make ? 'make' : !model ? 'model' : fuel === null ? 'fuel' : 'variant';
  const search = useVehicleSearch(step === 'make' ? filters.query : '');

  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    // Keyboard and screen-reader users land on the new step, not on a button that vanished.
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [step]);

  function finish(chosenMake: ChosenMake, chosenModel: Model, chosenFuel: string, variant?: Variant) {
    onComplete(
      {
        make: chosenMake.name,
        model: chosenModel.name,
        modelId: chosenModel.id,
        fuelType: chosenFuel,
        variantId: variant?.id,
        variantName: variant?.name,
      },
      { makeSlug: chosenMake.slug, bodyType: chosenModel.body_type },
    );
  }

  function pickFuel(chosenMake: ChosenMake, chosenModel: Model, chosenFuel: string) {
    const variants = variantsFor(chosenModel, chosenFuel);
    if (variants.length <= 1) return finish(chosenMake, chosenModel, chosenFuel, variants[0]);
    setModel(chosenModel);
    setFuel(chosenFuel);
  }

  function pickModel(chosenMake: ChosenMake, next: Model) {
    const [only] = next.fuel_types;
    if (next.fuel_types.length === 1 && only) return pickFuel(chosenMake, next, only);
    setModel(next);
    setFuel(null);
  }

  function pickMake(next: ChosenMake) {
    setMake(next);
    setModel(null);
    setFuel(null);
    setFilters({ ...filters, query: '' });
  }

  /** A model found by the search: the same steps as choosing its make, then it. */
  function pickFound(hit: ModelHit) {
    pickMake(hit.make);
    pickModel(hit.make, hit.model);
  }

  const back = {
    make: null,
    model: {
      label: 'Change make',
      go: () => {
        setMake(null);
        setModel(null);
      },
    },
    fuel: { label: 'Change model', go: () => setModel(null) },
    variant:
      model && model.fuel_types.length > 1
        ? { label: 'Change fuel', go: () => setFuel(null) }
        : {
            label: 'Change model',
            go: () => {
              setModel(null);
              setFuel(null);
            },
          },
  }[step];
  const titles: Record<Step, string> = {
    make: search.active ? 'Choose the make or model' : 'Choose the make',
    model: `Choose your ${make?.name ?? ''} model`,
    fuel: `Which fuel does your ${model?.name ?? ''} use?`,
    variant: `Which ${model?.name ?? ''} ${fuel ? fuelLabel(fuel) : ''} variant?`,
  };
  const trail = [make?.name, model?.name, fuel ? fuelLabel(fuel) : undefined].filter(Boolean).join(' · ');
  const clearFilters = () => setFilters(NO_FILTERS);
  const chipsOnly = { ...filters, query: '' };

  return (
    <div className="mmv-picker">
      <div className="mmv-step-head">
        <h3 ref={heading} tabIndex={-1} className="mmv-step-title">
          {titles[step]}
        </h3>
        {trail && <p className="mmv-trail">{trail}</p>}
        {back && (
          <button type="button" className="mmv-back" onClick={back.go}>
            <span aria-hidden="true">←</span> {back.label}
          </button>
        )}
      </div>
      {(step === 'make' || step === 'model') && (
        <FilterBar
          filters={filters}
          onChange={setFilters}
          label={step === 'make' ? 'Search by make or model' : `Search ${make?.name ?? ''} models`}
        />
      )}
      {step === 'make' && search.active && (
        <SearchResults
          search={search}
          filters={chipsOnly}
          onRetry={search.retry}
          onClearFilters={clearFilters}
          onPickMake={pickMake}
          onPickModel={pickFound}
        />
      )}
      {step === 'make' && !search.active && (
        <MakeGrid
          state={makes}
          visible={makes.status === 'ready' ? filterMakes(makes.data, filters) : []}
          onRetry={makes.retry}
          onClearFilters={clearFilters}
          onPick={pickMake}
        />
      )}
      {step === 'model' && make && (
        <ModelList
          makeName={make.name}
          state={models}
          visible={models.status === 'ready' ? filterModels(models.data, filters) : []}
          onRetry={models.retry}
          onClearFilters={clearFilters}
          onPick={(m) => pickModel(make, m)}
        />
      )}
      {(step === 'fuel' || step === 'variant') && make && model && (
        <FuelVariantStep
          model={model}
          fuel={fuel}
          onFuel={(f) => pickFuel(make, model, f)}
          onVariant={(v) => fuel && finish(make, model, fuel, v)}
        />
      )}
    </div>
  );
}
