import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { searchCatalogue, type SearchableModel } from '@/lib/vehicle-search';

// The input is the seed catalogue (src/backend/platform/db/seed/data/vehicles.json) in its own order,
// popular makes first as the backend sends it; every expected answer below is typed out by hand.
interface SeedMake {
  name: string;
  popular: boolean;
  models: { name: string; body: string; variants: { name: string; fuel: string }[] }[];
}
const seed = (JSON.parse(readFileSync('src/backend/platform/db/seed/data/vehicles.json', 'utf8')) as SeedMake[])
  .map((make, i) => ({ make, i }))
  .sort((a, b) => Number(b.make.popular) - Number(a.make.popular) || a.i - b.i)
  .map(({ make }) => make);
const LABELS: Record<string, string> = {
  HATCHBACK: 'Hatchback',
  SEDAN: 'Sedan',
  SUV: 'SUV',
  PETROL: 'Petrol',
  DIESEL: 'Diesel',
  CNG: 'CNG',
  LPG: 'LPG',
  EV: 'Electric',
};
const makes = seed.map((make) => ({ name: make.name }));
const models: SearchableModel[] = seed.flatMap((make) =>
  make.models.map((model) => ({
    make: make.name,
    model: model.name,
    variants: [...new Set(model.variants.map((v) => v.name))],
    traits: [LABELS[model.body]!, ...new Set(model.variants.map((v) => LABELS[v.fuel]!))],
  })),
);

/** What a search finds, as 'Make Model' names and make names. */
function search(text: string, limit?: number) {
  const hits = searchCatalogue(text, makes, models, limit);
  return { makes: hits.makes.map((i) => makes[i]!.name), models: hits.models.map((i) => `${models[i]!.make} ${models[i]!.model}`) };
}
const modelsFor = (text: string) => search(text).models;

describe('searching the catalogue by model, across makes', () => {
  it('finds a model by its name, whatever the case', () => {
    expect(modelsFor('Swift')).toEqual(['Maruti Suzuki Swift']);
    expect(modelsFor('CITY')).toEqual(['Honda City']);
    expect(modelsFor('seltos')).toEqual(['Kia Seltos']);
  });

  it('puts the model the query names in full before the longer names that start with it', () => {
    expect(modelsFor('Nexon')).toEqual(['Tata Nexon', 'Tata Nexon EV']);
    expect(modelsFor('creta')).toEqual(['Hyundai Creta', 'Hyundai Creta Electric']);
    expect(modelsFor('grand i10')).toEqual(['Hyundai Grand i10', 'Hyundai Grand i10 Nios']);
  });

  it('reads spaces and punctuation as optional', () => {
    expect(modelsFor('nexon ev')).toEqual(['Tata Nexon EV']);
    expect(modelsFor('NexonEV')).toEqual(['Tata Nexon EV']);
    expect(modelsFor('i 20')).toEqual(['Hyundai i20']);
    expect(modelsFor('wagonr')).toEqual(['Maruti Suzuki Wagon R']);
    expect(modelsFor('scorpio n')).toEqual(['Mahindra Scorpio-N']);
    expect(modelsFor('xuv 700')).toEqual(['Mahindra XUV700']);
    expect(modelsFor('hondacity')).toEqual(['Honda City']);
  });

  it('forgives common misspellings', () => {
    expect(modelsFor('swfit')).toEqual(['Maruti Suzuki Swift']);
    expect(modelsFor('marutu swift')).toEqual(['Maruti Suzuki Swift']);
    expect(modelsFor('breza')).toEqual(['Maruti Suzuki Brezza']);
    expect(modelsFor('fortunr')).toEqual(['Toyota Fortuner']);
    expect(modelsFor('inova')).toEqual(['Toyota Innova', 'Toyota Innova Crysta', 'Toyota Innova Hycross']);
  });

  it('shows typo matches only when nothing matched as typed', () => {
    // 'city' is one edit from the start of 'Citroen', but Honda City matches as typed.
    expect(search('city')).toEqual({ makes: [], models: ['Honda City'] });
    // 'nexonev' is two edits from 'nexon', but the Nexon EV matches as typed.
    expect(modelsFor('nexonev')).toEqual(['Tata Nexon EV']);
  });

  it('needs every typed word to match the car', () => {
    expect(modelsFor('kia seltos')).toEqual(['Kia Seltos']);
    expect(modelsFor('tata seltos')).toEqual([]);
    expect(modelsFor('nexon diesel')).toEqual(['Tata Nexon']);
    expect(modelsFor('nexon lpg')).toEqual([]);
  });

  it('finds models by a variant when no model has that name', () => {
    // HTX is a trim of four Kia models in the seed.
    expect(modelsFor('htx')).toEqual(['Kia Seltos', 'Kia Sonet', 'Kia Carens Clavis', 'Kia Syros']);
    expect(modelsFor('seltos htx')).toEqual(['Kia Seltos']);
    expect(modelsFor('swift vxi')).toEqual(['Maruti Suzuki Swift']);
    // '2.0 i-VTEC' is a Honda CR-V variant: the i20 named in full wins over it.
    expect(modelsFor('i 20')).not.toContain('Honda CR-V');
  });

  it("finds a make's models by body or fuel when the query names one", () => {
    expect(modelsFor('tata suv')).toEqual([
      'Tata Punch',
      'Tata Punch EV',
      'Tata Nexon',
      'Tata Nexon EV',
      'Tata Harrier',
      'Tata Safari',
      'Tata Curvv',
      'Tata Curvv EV',
    ]);
  });

  it('answers at most the limit of models, in catalogue order among equals', () => {
    expect(modelsFor('vxi')).toEqual([
      'Maruti Suzuki Swift',
      'Maruti Suzuki Dzire',
      'Maruti Suzuki Wagon R',
      'Maruti Suzuki Alto K10',
      'Maruti Suzuki Alto 800',
      'Maruti Suzuki Celerio',
      'Maruti Suzuki S-Presso',
      'Maruti Suzuki Ertiga',
      'Maruti Suzuki Brezza',
    ]);
    expect(search('vxi', 3).models).toEqual(['Maruti Suzuki Swift', 'Maruti Suzuki Dzire', 'Maruti Suzuki Wagon R']);
  });

  it('finds nothing for text no car has, or no text at all', () => {
    expect(search('xyz123')).toEqual({ makes: [], models: [] });
    expect(search('')).toEqual({ makes: [], models: [] });
    expect(search(' - ')).toEqual({ makes: [], models: [] });
    expect(search("' OR 1=1 --")).toEqual({ makes: [], models: [] });
    expect(search('a'.repeat(50))).toEqual({ makes: [], models: [] });
  });
});

describe('searching the catalogue by make', () => {
  it('finds a make by the start of its name or all its words, and not all its models', () => {
    expect(search('hyun')).toEqual({ makes: ['Hyundai'], models: [] });
    expect(search('mercedes benz')).toEqual({ makes: ['Mercedes-Benz'], models: [] });
    expect(search('suzuki')).toEqual({ makes: ['Maruti Suzuki'], models: [] });
  });

  it('forgives a misspelt make', () => {
    expect(search('maruthi')).toEqual({ makes: ['Maruti Suzuki'], models: [] });
    expect(search('hyundia')).toEqual({ makes: ['Hyundai'], models: [] });
  });

  it('finds makes and models together when both match', () => {
    expect(search('land rover')).toEqual({
      makes: ['Land Rover'],
      models: ['Land Rover Range Rover Evoque', 'Land Rover Range Rover Velar', 'Land Rover Range Rover Sport', 'Land Rover Range Rover'],
    });
  });
});

describe('ranking makes and reading the query (a small catalogue of its own)', () => {
  const few = (names: string[]) => names.map((name) => ({ name }));
  const model = (make: string, name: string, variants: string[] = []): SearchableModel => ({ make, model: name, variants, traits: [] });

  it('puts the make named in full before one it only starts, whatever their order; equal ones keep theirs', () => {
    expect(searchCatalogue('tata', few(['Tatamotors', 'Tata']), []).makes).toEqual([1, 0]);
    expect(searchCatalogue('tat', few(['Tatab', 'Tataa']), []).makes).toEqual([0, 1]);
    expect(searchCatalogue('tat', few(['Tataa', 'Tatab']), []).makes).toEqual([0, 1]);
  });

  it('finds a model by a part inside a word of its name, from two letters', () => {
    // 'gon' is three letters: no typo is forgiven, so only a part inside 'wagon' finds it.
    expect(searchCatalogue('gon', [], [model('Maruti Suzuki', 'Wagon R')]).models).toEqual([0]);
    expect(searchCatalogue('a', [], [model('Maruti Suzuki', 'Wagon R')]).models).toEqual([]);
  });

  it('reads the first six words of a query and no more', () => {
    const cat = [model('Maruti Suzuki', 'Swift', ['VXi'])];
    expect(searchCatalogue('swift vxi swift vxi swift vxi', [], cat).models).toEqual([0]);
    // A seventh word that matches nothing is not read: the six before it still find the car.
    expect(searchCatalogue('swift vxi swift vxi swift vxi zzzz', [], cat).models).toEqual([0]);
  });
});
