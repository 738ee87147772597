// Hand-curated from public facts about cars sold in India (no external dataset).

export type SeedFuel = 'PETROL' | 'DIESEL' | 'CNG' | 'LPG' | 'EV';
export type SeedBody = 'HATCHBACK' | 'SEDAN' | 'SUV';
export interface SeedVariant {
  name: string;
  fuel: SeedFuel;
}
export interface SeedModel {
  name: string;
  slug: string;
  body: SeedBody;
  variants: SeedVariant[];
}
export interface SeedMake {
  name: string;
  slug: string;
  popular: boolean;
  models: SeedModel[];
}

export const VEHICLE_MAKES: SeedMake[] = [
  {
    name: 'Maruti Suzuki',
    slug: 'maruti-suzuki',
    popular: true,
    models: [
      {
        name: 'Swift',
        slug: 'swift',
        body: 'HATCHBACK',
        variants: [
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'CNG' },
          { name: 'ZXi', fuel: 'PETROL' },
          { name: 'ZXi+', fuel: 'PETROL' },
          { name: 'VDi', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Dzire',
        slug: 'dzire',
        body: 'SEDAN',
        variants: [
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'CNG' },
          { name: 'ZXi', fuel: 'PETROL' },
          { name: 'ZXi+', fuel: 'PETROL' },
          { name: 'VDi', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Baleno',
        slug: 'baleno',
        body: 'HATCHBACK',
        variants: [
          { name: 'Sigma', fuel: 'PETROL' },
          { name: 'Delta', fuel: 'PETROL' },
          { name: 'Delta', fuel: 'CNG' },
          { name: 'Zeta', fuel: 'PETROL' },
          { name: 'Zeta', fuel: 'CNG' },
          { name: 'Alpha', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Wagon R',
        slug: 'wagon-r',
        body: 'HATCHBACK',
        variants: [
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'LXi', fuel: 'CNG' },
          { name: 'VXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'CNG' },
          { name: 'ZXi+', fuel: 'PETROL' },
          { name: 'LXi Duo', fuel: 'LPG' },
        ],
      },
      {
        name: 'Alto K10',
        slug: 'alto-k10',
        body: 'HATCHBACK',
        variants: [
          { name: 'Std', fuel: 'PETROL' },
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'CNG' },
          { name: 'VXi+', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Alto 800',
        slug: 'alto-800',
        body: 'HATCHBACK',
        variants: [
          { name: 'Std', fuel: 'PETROL' },
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'LXi', fuel: 'CNG' },
          { name: 'VXi', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Celerio',
        slug: 'celerio',
        body: 'HATCHBACK',
        variants: [
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'CNG' },
          { name: 'ZXi', fuel: 'PETROL' },
          { name: 'ZXi+', fuel: 'PETROL' },
        ],
      },
      {
        name: 'S-Presso',
        slug: 's-presso',
        body: 'HATCHBACK',
        variants: [
          { name: 'Std', fuel: 'PETROL' },
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'CNG' },
          { name: 'VXi+', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Ignis',
        slug: 'ignis',
        body: 'HATCHBACK',
        variants: [
          { name: 'Sigma', fuel: 'PETROL' },
          { name: 'Delta', fuel: 'PETROL' },
          { name: 'Zeta', fuel: 'PETROL' },
          { name: 'Alpha', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Ertiga',
        slug: 'ertiga',
        body: 'SUV',
        variants: [
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'CNG' },
          { name: 'ZXi', fuel: 'PETROL' },
          { name: 'ZXi+', fuel: 'PETROL' },
          { name: 'VDi', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XL6',
        slug: 'xl6',
        body: 'SUV',
        variants: [
          { name: 'Zeta', fuel: 'PETROL' },
          { name: 'Zeta', fuel: 'CNG' },
          { name: 'Alpha', fuel: 'PETROL' },
          { name: 'Alpha+', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Brezza',
        slug: 'brezza',
        body: 'SUV',
        variants: [
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'PETROL' },
          { name: 'VXi', fuel: 'CNG' },
          { name: 'ZXi+', fuel: 'PETROL' },
          { name: 'VDi', fuel: 'DIESEL' },
          { name: 'ZDi', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Fronx',
        slug: 'fronx',
        body: 'SUV',
        variants: [
          { name: 'Sigma', fuel: 'PETROL' },
          { name: 'Sigma', fuel: 'CNG' },
          { name: 'Delta', fuel: 'PETROL' },
          { name: 'Delta', fuel: 'CNG' },
          { name: 'Zeta Turbo', fuel: 'PETROL' },
          { name: 'Alpha Turbo', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Grand Vitara',
        slug: 'grand-vitara',
        body: 'SUV',
        variants: [
          { name: 'Sigma', fuel: 'PETROL' },
          { name: 'Delta', fuel: 'PETROL' },
          { name: 'Delta', fuel: 'CNG' },
          { name: 'Zeta+ Hybrid', fuel: 'PETROL' },
          { name: 'Alpha+ Hybrid', fuel: 'PETROL' },
          { name: 'Alpha', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Ciaz',
        slug: 'ciaz',
        body: 'SEDAN',
        variants: [
          { name: 'Sigma', fuel: 'PETROL' },
          { name: 'Delta', fuel: 'PETROL' },
          { name: 'Zeta', fuel: 'PETROL' },
          { name: 'Alpha', fuel: 'PETROL' },
          { name: 'Zeta', fuel: 'DIESEL' },
          { name: 'Alpha', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Hyundai',
    slug: 'hyundai',
    popular: true,
    models: [
      {
        name: 'Grand i10 Nios',
        slug: 'grand-i10-nios',
        body: 'HATCHBACK',
        variants: [
          { name: 'Era', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'CNG' },
          { name: 'Sportz', fuel: 'PETROL' },
          { name: 'Sportz', fuel: 'CNG' },
          { name: 'Asta', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Grand i10',
        slug: 'grand-i10',
        body: 'HATCHBACK',
        variants: [
          { name: 'Era', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'CNG' },
          { name: 'Sportz', fuel: 'PETROL' },
          { name: 'Asta', fuel: 'PETROL' },
          { name: 'Sportz', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'i10',
        slug: 'i10',
        body: 'HATCHBACK',
        variants: [
          { name: 'Era', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'LPG' },
          { name: 'Sportz', fuel: 'PETROL' },
          { name: 'Asta', fuel: 'PETROL' },
        ],
      },
      {
        name: 'i20',
        slug: 'i20',
        body: 'HATCHBACK',
        variants: [
          { name: 'Era', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'PETROL' },
          { name: 'Sportz', fuel: 'PETROL' },
          { name: 'Asta', fuel: 'PETROL' },
          { name: 'Asta (O)', fuel: 'PETROL' },
          { name: 'Asta', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Santro',
        slug: 'santro',
        body: 'HATCHBACK',
        variants: [
          { name: 'Era', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'PETROL' },
          { name: 'Magna', fuel: 'CNG' },
          { name: 'Sportz', fuel: 'PETROL' },
          { name: 'Asta', fuel: 'PETROL' },
          { name: 'GLS', fuel: 'LPG' },
        ],
      },
      {
        name: 'Eon',
        slug: 'eon',
        body: 'HATCHBACK',
        variants: [
          { name: 'D-Lite', fuel: 'PETROL' },
          { name: 'Era+', fuel: 'PETROL' },
          { name: 'Magna+', fuel: 'PETROL' },
          { name: 'Magna+', fuel: 'LPG' },
          { name: 'Sportz', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Aura',
        slug: 'aura',
        body: 'SEDAN',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'S', fuel: 'CNG' },
          { name: 'SX', fuel: 'PETROL' },
          { name: 'SX', fuel: 'CNG' },
          { name: 'SX(O)', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Verna',
        slug: 'verna',
        body: 'SEDAN',
        variants: [
          { name: 'EX', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'SX', fuel: 'PETROL' },
          { name: 'SX(O)', fuel: 'PETROL' },
          { name: 'SX(O) Turbo', fuel: 'PETROL' },
          { name: 'SX', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Venue',
        slug: 'venue',
        body: 'SUV',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'S(O)', fuel: 'PETROL' },
          { name: 'SX', fuel: 'PETROL' },
          { name: 'SX(O)', fuel: 'PETROL' },
          { name: 'SX', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Creta',
        slug: 'creta',
        body: 'SUV',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'EX', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'SX', fuel: 'PETROL' },
          { name: 'SX(O)', fuel: 'PETROL' },
          { name: 'SX(O)', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Creta Electric',
        slug: 'creta-electric',
        body: 'SUV',
        variants: [
          { name: 'Executive', fuel: 'EV' },
          { name: 'Smart', fuel: 'EV' },
          { name: 'Premium', fuel: 'EV' },
          { name: 'Excellence', fuel: 'EV' },
        ],
      },
      {
        name: 'Alcazar',
        slug: 'alcazar',
        body: 'SUV',
        variants: [
          { name: 'Executive', fuel: 'PETROL' },
          { name: 'Prestige', fuel: 'PETROL' },
          { name: 'Platinum', fuel: 'PETROL' },
          { name: 'Signature', fuel: 'PETROL' },
          { name: 'Platinum', fuel: 'DIESEL' },
          { name: 'Signature', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Exter',
        slug: 'exter',
        body: 'SUV',
        variants: [
          { name: 'EX', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'S', fuel: 'CNG' },
          { name: 'SX', fuel: 'PETROL' },
          { name: 'SX', fuel: 'CNG' },
          { name: 'SX(O) Connect', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Kona Electric',
        slug: 'kona-electric',
        body: 'SUV',
        variants: [
          { name: 'Premium', fuel: 'EV' },
          { name: 'Premium Dual Tone', fuel: 'EV' },
        ],
      },
      {
        name: 'Ioniq 5',
        slug: 'ioniq-5',
        body: 'SUV',
        variants: [
          { name: 'Long Range RWD', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Tata',
    slug: 'tata',
    popular: true,
    models: [
      {
        name: 'Tiago',
        slug: 'tiago',
        body: 'HATCHBACK',
        variants: [
          { name: 'XE', fuel: 'PETROL' },
          { name: 'XT', fuel: 'PETROL' },
          { name: 'XZ+', fuel: 'PETROL' },
          { name: 'XE', fuel: 'CNG' },
          { name: 'XT', fuel: 'CNG' },
          { name: 'XZ+', fuel: 'CNG' },
        ],
      },
      {
        name: 'Tiago EV',
        slug: 'tiago-ev',
        body: 'HATCHBACK',
        variants: [
          { name: 'XE MR', fuel: 'EV' },
          { name: 'XT MR', fuel: 'EV' },
          { name: 'XT LR', fuel: 'EV' },
          { name: 'XZ+ Tech Lux LR', fuel: 'EV' },
        ],
      },
      {
        name: 'Tigor',
        slug: 'tigor',
        body: 'SEDAN',
        variants: [
          { name: 'XE', fuel: 'PETROL' },
          { name: 'XM', fuel: 'PETROL' },
          { name: 'XZ', fuel: 'PETROL' },
          { name: 'XZ+', fuel: 'PETROL' },
          { name: 'XM', fuel: 'CNG' },
          { name: 'XZ+', fuel: 'CNG' },
        ],
      },
      {
        name: 'Tigor EV',
        slug: 'tigor-ev',
        body: 'SEDAN',
        variants: [
          { name: 'XE', fuel: 'EV' },
          { name: 'XT', fuel: 'EV' },
          { name: 'XZ+', fuel: 'EV' },
        ],
      },
      {
        name: 'Altroz',
        slug: 'altroz',
        body: 'HATCHBACK',
        variants: [
          { name: 'XE', fuel: 'PETROL' },
          { name: 'XM+', fuel: 'PETROL' },
          { name: 'XZ', fuel: 'PETROL' },
          { name: 'XM+', fuel: 'CNG' },
          { name: 'XZ', fuel: 'CNG' },
          { name: 'XZ', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Punch',
        slug: 'punch',
        body: 'SUV',
        variants: [
          { name: 'Pure', fuel: 'PETROL' },
          { name: 'Adventure', fuel: 'PETROL' },
          { name: 'Accomplished', fuel: 'PETROL' },
          { name: 'Creative', fuel: 'PETROL' },
          { name: 'Pure', fuel: 'CNG' },
          { name: 'Adventure', fuel: 'CNG' },
        ],
      },
      {
        name: 'Punch EV',
        slug: 'punch-ev',
        body: 'SUV',
        variants: [
          { name: 'Smart', fuel: 'EV' },
          { name: 'Adventure', fuel: 'EV' },
          { name: 'Empowered', fuel: 'EV' },
          { name: 'Empowered+ LR', fuel: 'EV' },
        ],
      },
      {
        name: 'Nexon',
        slug: 'nexon',
        body: 'SUV',
        variants: [
          { name: 'Smart', fuel: 'PETROL' },
          { name: 'Pure', fuel: 'PETROL' },
          { name: 'Creative', fuel: 'PETROL' },
          { name: 'Fearless+', fuel: 'PETROL' },
          { name: 'Creative', fuel: 'DIESEL' },
          { name: 'Pure', fuel: 'CNG' },
        ],
      },
      {
        name: 'Nexon EV',
        slug: 'nexon-ev',
        body: 'SUV',
        variants: [
          { name: 'Creative+', fuel: 'EV' },
          { name: 'Fearless', fuel: 'EV' },
          { name: 'Empowered', fuel: 'EV' },
          { name: 'Empowered+ LR', fuel: 'EV' },
          { name: 'XZ+', fuel: 'EV' },
        ],
      },
      {
        name: 'Harrier',
        slug: 'harrier',
        body: 'SUV',
        variants: [
          { name: 'Smart', fuel: 'DIESEL' },
          { name: 'Pure', fuel: 'DIESEL' },
          { name: 'Adventure', fuel: 'DIESEL' },
          { name: 'Fearless', fuel: 'DIESEL' },
          { name: 'Fearless+', fuel: 'DIESEL' },
          { name: 'XZ+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Safari',
        slug: 'safari',
        body: 'SUV',
        variants: [
          { name: 'Smart', fuel: 'DIESEL' },
          { name: 'Pure', fuel: 'DIESEL' },
          { name: 'Adventure', fuel: 'DIESEL' },
          { name: 'Accomplished', fuel: 'DIESEL' },
          { name: 'Accomplished+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Curvv',
        slug: 'curvv',
        body: 'SUV',
        variants: [
          { name: 'Smart', fuel: 'PETROL' },
          { name: 'Pure+', fuel: 'PETROL' },
          { name: 'Creative', fuel: 'PETROL' },
          { name: 'Accomplished S', fuel: 'PETROL' },
          { name: 'Pure+', fuel: 'DIESEL' },
          { name: 'Accomplished+ A', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Curvv EV',
        slug: 'curvv-ev',
        body: 'SUV',
        variants: [
          { name: 'Creative 45', fuel: 'EV' },
          { name: 'Accomplished 55', fuel: 'EV' },
          { name: 'Empowered+ 55', fuel: 'EV' },
        ],
      },
      {
        name: 'Nano',
        slug: 'nano',
        body: 'HATCHBACK',
        variants: [
          { name: 'Std', fuel: 'PETROL' },
          { name: 'CX', fuel: 'PETROL' },
          { name: 'LX', fuel: 'PETROL' },
          { name: 'XT', fuel: 'PETROL' },
          { name: 'XTA', fuel: 'PETROL' },
          { name: 'CX eMax', fuel: 'CNG' },
        ],
      },
      {
        name: 'Indica',
        slug: 'indica',
        body: 'HATCHBACK',
        variants: [
          { name: 'DLE', fuel: 'DIESEL' },
          { name: 'DLS', fuel: 'DIESEL' },
          { name: 'DLG', fuel: 'DIESEL' },
          { name: 'LS', fuel: 'DIESEL' },
          { name: 'GLS', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'Mahindra',
    slug: 'mahindra',
    popular: true,
    models: [
      {
        name: 'Scorpio-N',
        slug: 'scorpio-n',
        body: 'SUV',
        variants: [
          { name: 'Z2', fuel: 'PETROL' },
          { name: 'Z2', fuel: 'DIESEL' },
          { name: 'Z4', fuel: 'DIESEL' },
          { name: 'Z6', fuel: 'DIESEL' },
          { name: 'Z8', fuel: 'DIESEL' },
          { name: 'Z8 L', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Scorpio',
        slug: 'scorpio',
        body: 'SUV',
        variants: [
          { name: 'S3', fuel: 'DIESEL' },
          { name: 'S5', fuel: 'DIESEL' },
          { name: 'S7', fuel: 'DIESEL' },
          { name: 'S10', fuel: 'DIESEL' },
          { name: 'S', fuel: 'DIESEL' },
          { name: 'S11', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XUV700',
        slug: 'xuv700',
        body: 'SUV',
        variants: [
          { name: 'MX', fuel: 'PETROL' },
          { name: 'MX', fuel: 'DIESEL' },
          { name: 'AX3', fuel: 'DIESEL' },
          { name: 'AX5', fuel: 'PETROL' },
          { name: 'AX7', fuel: 'DIESEL' },
          { name: 'AX7 L', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XUV500',
        slug: 'xuv500',
        body: 'SUV',
        variants: [
          { name: 'W6', fuel: 'DIESEL' },
          { name: 'W8', fuel: 'DIESEL' },
          { name: 'W10', fuel: 'DIESEL' },
          { name: 'W11', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XUV300',
        slug: 'xuv300',
        body: 'SUV',
        variants: [
          { name: 'W4', fuel: 'PETROL' },
          { name: 'W6', fuel: 'PETROL' },
          { name: 'W8', fuel: 'PETROL' },
          { name: 'W6', fuel: 'DIESEL' },
          { name: 'W8', fuel: 'DIESEL' },
          { name: 'W8(O)', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XUV 3XO',
        slug: 'xuv-3xo',
        body: 'SUV',
        variants: [
          { name: 'MX1', fuel: 'PETROL' },
          { name: 'MX2 Pro', fuel: 'PETROL' },
          { name: 'AX5', fuel: 'PETROL' },
          { name: 'AX7 L', fuel: 'PETROL' },
          { name: 'MX2', fuel: 'DIESEL' },
          { name: 'AX7', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XUV400',
        slug: 'xuv400',
        body: 'SUV',
        variants: [
          { name: 'EC Pro', fuel: 'EV' },
          { name: 'EL Pro', fuel: 'EV' },
        ],
      },
      {
        name: 'Thar',
        slug: 'thar',
        body: 'SUV',
        variants: [
          { name: 'AX(O)', fuel: 'PETROL' },
          { name: 'LX', fuel: 'PETROL' },
          { name: 'AX(O)', fuel: 'DIESEL' },
          { name: 'LX', fuel: 'DIESEL' },
          { name: 'CRDe', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Thar Roxx',
        slug: 'thar-roxx',
        body: 'SUV',
        variants: [
          { name: 'MX1', fuel: 'PETROL' },
          { name: 'MX3', fuel: 'DIESEL' },
          { name: 'AX5L', fuel: 'DIESEL' },
          { name: 'AX7L', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Bolero',
        slug: 'bolero',
        body: 'SUV',
        variants: [
          { name: 'B4', fuel: 'DIESEL' },
          { name: 'B6', fuel: 'DIESEL' },
          { name: 'B6(O)', fuel: 'DIESEL' },
          { name: 'SLE', fuel: 'DIESEL' },
          { name: 'SLX', fuel: 'DIESEL' },
          { name: 'ZLX', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Bolero Neo',
        slug: 'bolero-neo',
        body: 'SUV',
        variants: [
          { name: 'N4', fuel: 'DIESEL' },
          { name: 'N8', fuel: 'DIESEL' },
          { name: 'N10', fuel: 'DIESEL' },
          { name: 'N10(O)', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'BE 6',
        slug: 'be-6',
        body: 'SUV',
        variants: [
          { name: 'Pack One', fuel: 'EV' },
          { name: 'Pack Two', fuel: 'EV' },
          { name: 'Pack Three', fuel: 'EV' },
        ],
      },
      {
        name: 'XEV 9e',
        slug: 'xev-9e',
        body: 'SUV',
        variants: [
          { name: 'Pack One', fuel: 'EV' },
          { name: 'Pack Two', fuel: 'EV' },
          { name: 'Pack Three', fuel: 'EV' },
        ],
      },
      {
        name: 'Marazzo',
        slug: 'marazzo',
        body: 'SUV',
        variants: [
          { name: 'M2', fuel: 'DIESEL' },
          { name: 'M4+', fuel: 'DIESEL' },
          { name: 'M6+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'KUV100',
        slug: 'kuv100',
        body: 'SUV',
        variants: [
          { name: 'K2+', fuel: 'PETROL' },
          { name: 'K4+', fuel: 'PETROL' },
          { name: 'K6+', fuel: 'PETROL' },
          { name: 'K8', fuel: 'PETROL' },
          { name: 'K6+', fuel: 'DIESEL' },
          { name: 'K8', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Kia',
    slug: 'kia',
    popular: true,
    models: [
      {
        name: 'Seltos',
        slug: 'seltos',
        body: 'SUV',
        variants: [
          { name: 'HTE', fuel: 'PETROL' },
          { name: 'HTK', fuel: 'PETROL' },
          { name: 'HTK+', fuel: 'PETROL' },
          { name: 'HTX', fuel: 'PETROL' },
          { name: 'HTX', fuel: 'DIESEL' },
          { name: 'GTX+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Sonet',
        slug: 'sonet',
        body: 'SUV',
        variants: [
          { name: 'HTE', fuel: 'PETROL' },
          { name: 'HTK', fuel: 'PETROL' },
          { name: 'HTK+', fuel: 'PETROL' },
          { name: 'HTX', fuel: 'PETROL' },
          { name: 'HTX', fuel: 'DIESEL' },
          { name: 'GTX+', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Carens',
        slug: 'carens',
        body: 'SUV',
        variants: [
          { name: 'Premium', fuel: 'PETROL' },
          { name: 'Prestige', fuel: 'PETROL' },
          { name: 'Prestige+', fuel: 'PETROL' },
          { name: 'Luxury', fuel: 'DIESEL' },
          { name: 'Luxury+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Carens Clavis',
        slug: 'carens-clavis',
        body: 'SUV',
        variants: [
          { name: 'HTE', fuel: 'PETROL' },
          { name: 'HTK+', fuel: 'PETROL' },
          { name: 'HTX', fuel: 'PETROL' },
          { name: 'HTX+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Syros',
        slug: 'syros',
        body: 'SUV',
        variants: [
          { name: 'HTK', fuel: 'PETROL' },
          { name: 'HTK+', fuel: 'PETROL' },
          { name: 'HTX', fuel: 'PETROL' },
          { name: 'HTX+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Carnival',
        slug: 'carnival',
        body: 'SUV',
        variants: [
          { name: 'Premium', fuel: 'DIESEL' },
          { name: 'Prestige', fuel: 'DIESEL' },
          { name: 'Limousine', fuel: 'DIESEL' },
          { name: 'Limousine+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'EV6',
        slug: 'ev6',
        body: 'SUV',
        variants: [
          { name: 'GT Line', fuel: 'EV' },
          { name: 'GT Line AWD', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Toyota',
    slug: 'toyota',
    popular: true,
    models: [
      {
        name: 'Innova',
        slug: 'innova',
        body: 'SUV',
        variants: [
          { name: 'G', fuel: 'DIESEL' },
          { name: 'GX', fuel: 'DIESEL' },
          { name: 'VX', fuel: 'DIESEL' },
          { name: 'ZX', fuel: 'DIESEL' },
          { name: 'GX', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Innova Crysta',
        slug: 'innova-crysta',
        body: 'SUV',
        variants: [
          { name: 'GX', fuel: 'DIESEL' },
          { name: 'GX+', fuel: 'DIESEL' },
          { name: 'VX', fuel: 'DIESEL' },
          { name: 'ZX', fuel: 'DIESEL' },
          { name: 'GX', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Innova Hycross',
        slug: 'innova-hycross',
        body: 'SUV',
        variants: [
          { name: 'G', fuel: 'PETROL' },
          { name: 'GX', fuel: 'PETROL' },
          { name: 'VX Hybrid', fuel: 'PETROL' },
          { name: 'ZX Hybrid', fuel: 'PETROL' },
          { name: 'ZX(O) Hybrid', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Fortuner',
        slug: 'fortuner',
        body: 'SUV',
        variants: [
          { name: '4x2', fuel: 'PETROL' },
          { name: '4x2', fuel: 'DIESEL' },
          { name: '4x4', fuel: 'DIESEL' },
          { name: 'Legender', fuel: 'DIESEL' },
          { name: 'GR-S', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Glanza',
        slug: 'glanza',
        body: 'HATCHBACK',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'S', fuel: 'CNG' },
          { name: 'G', fuel: 'PETROL' },
          { name: 'G', fuel: 'CNG' },
          { name: 'V', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Urban Cruiser Hyryder',
        slug: 'urban-cruiser-hyryder',
        body: 'SUV',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'S', fuel: 'CNG' },
          { name: 'G', fuel: 'PETROL' },
          { name: 'G', fuel: 'CNG' },
          { name: 'V Hybrid', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Urban Cruiser',
        slug: 'urban-cruiser',
        body: 'SUV',
        variants: [
          { name: 'Mid', fuel: 'PETROL' },
          { name: 'High', fuel: 'PETROL' },
          { name: 'Premium', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Urban Cruiser Taisor',
        slug: 'urban-cruiser-taisor',
        body: 'SUV',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'E', fuel: 'CNG' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'G Turbo', fuel: 'PETROL' },
          { name: 'V Turbo', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Rumion',
        slug: 'rumion',
        body: 'SUV',
        variants: [
          { name: 'S', fuel: 'PETROL' },
          { name: 'S', fuel: 'CNG' },
          { name: 'G', fuel: 'PETROL' },
          { name: 'V', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Camry',
        slug: 'camry',
        body: 'SEDAN',
        variants: [
          { name: '2.5 AT', fuel: 'PETROL' },
          { name: 'Hybrid', fuel: 'PETROL' },
          { name: 'Elegant', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Corolla Altis',
        slug: 'corolla-altis',
        body: 'SEDAN',
        variants: [
          { name: 'J', fuel: 'PETROL' },
          { name: 'G', fuel: 'PETROL' },
          { name: 'VL', fuel: 'PETROL' },
          { name: 'GL', fuel: 'DIESEL' },
          { name: 'G', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Etios',
        slug: 'etios',
        body: 'SEDAN',
        variants: [
          { name: 'G', fuel: 'PETROL' },
          { name: 'V', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
          { name: 'GD', fuel: 'DIESEL' },
          { name: 'VD', fuel: 'DIESEL' },
          { name: 'VXD', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Etios Liva',
        slug: 'etios-liva',
        body: 'HATCHBACK',
        variants: [
          { name: 'G', fuel: 'PETROL' },
          { name: 'V', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
          { name: 'GD', fuel: 'DIESEL' },
          { name: 'VD', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Yaris',
        slug: 'yaris',
        body: 'SEDAN',
        variants: [
          { name: 'J', fuel: 'PETROL' },
          { name: 'G', fuel: 'PETROL' },
          { name: 'V', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Vellfire',
        slug: 'vellfire',
        body: 'SUV',
        variants: [
          { name: 'Hi-Grade', fuel: 'PETROL' },
          { name: 'VIP Executive Lounge', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'Honda',
    slug: 'honda',
    popular: true,
    models: [
      {
        name: 'City',
        slug: 'city',
        body: 'SEDAN',
        variants: [
          { name: 'SV', fuel: 'PETROL' },
          { name: 'V', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
          { name: 'ZX', fuel: 'PETROL' },
          { name: 'VX', fuel: 'DIESEL' },
          { name: 'ZX e:HEV', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Amaze',
        slug: 'amaze',
        body: 'SEDAN',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
          { name: 'ZX', fuel: 'PETROL' },
          { name: 'S', fuel: 'DIESEL' },
          { name: 'VX', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Jazz',
        slug: 'jazz',
        body: 'HATCHBACK',
        variants: [
          { name: 'V', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
          { name: 'ZX', fuel: 'PETROL' },
          { name: 'V', fuel: 'DIESEL' },
          { name: 'VX', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'WR-V',
        slug: 'wr-v',
        body: 'SUV',
        variants: [
          { name: 'S', fuel: 'PETROL' },
          { name: 'SV', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
          { name: 'S', fuel: 'DIESEL' },
          { name: 'VX', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Elevate',
        slug: 'elevate',
        body: 'SUV',
        variants: [
          { name: 'SV', fuel: 'PETROL' },
          { name: 'V', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
          { name: 'ZX', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Brio',
        slug: 'brio',
        body: 'HATCHBACK',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'V', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Mobilio',
        slug: 'mobilio',
        body: 'SUV',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'S', fuel: 'DIESEL' },
          { name: 'V', fuel: 'DIESEL' },
          { name: 'RS', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'BR-V',
        slug: 'br-v',
        body: 'SUV',
        variants: [
          { name: 'E', fuel: 'PETROL' },
          { name: 'S', fuel: 'DIESEL' },
          { name: 'V', fuel: 'DIESEL' },
          { name: 'VX', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Civic',
        slug: 'civic',
        body: 'SEDAN',
        variants: [
          { name: 'V', fuel: 'PETROL' },
          { name: 'VX', fuel: 'PETROL' },
          { name: 'ZX', fuel: 'PETROL' },
          { name: 'ZX', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'CR-V',
        slug: 'cr-v',
        body: 'SUV',
        variants: [
          { name: '2.0 i-VTEC', fuel: 'PETROL' },
          { name: '2.4 i-VTEC AWD', fuel: 'PETROL' },
          { name: '1.6 i-DTEC AWD', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Accord',
        slug: 'accord',
        body: 'SEDAN',
        variants: [
          { name: '2.4 AT', fuel: 'PETROL' },
          { name: 'Hybrid', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'MG',
    slug: 'mg',
    popular: true,
    models: [
      {
        name: 'Hector',
        slug: 'hector',
        body: 'SUV',
        variants: [
          { name: 'Style', fuel: 'PETROL' },
          { name: 'Shine', fuel: 'PETROL' },
          { name: 'Smart', fuel: 'PETROL' },
          { name: 'Sharp Pro', fuel: 'PETROL' },
          { name: 'Savvy Pro', fuel: 'PETROL' },
          { name: 'Sharp Pro', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Hector Plus',
        slug: 'hector-plus',
        body: 'SUV',
        variants: [
          { name: 'Smart', fuel: 'PETROL' },
          { name: 'Sharp Pro', fuel: 'PETROL' },
          { name: 'Savvy Pro', fuel: 'PETROL' },
          { name: 'Sharp Pro', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Astor',
        slug: 'astor',
        body: 'SUV',
        variants: [
          { name: 'Sprint', fuel: 'PETROL' },
          { name: 'Shine', fuel: 'PETROL' },
          { name: 'Select', fuel: 'PETROL' },
          { name: 'Sharp Pro', fuel: 'PETROL' },
          { name: 'Savvy Pro', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Gloster',
        slug: 'gloster',
        body: 'SUV',
        variants: [
          { name: 'Sharp', fuel: 'DIESEL' },
          { name: 'Savvy', fuel: 'DIESEL' },
          { name: 'Blackstorm', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'ZS EV',
        slug: 'zs-ev',
        body: 'SUV',
        variants: [
          { name: 'Executive', fuel: 'EV' },
          { name: 'Excite Pro', fuel: 'EV' },
          { name: 'Exclusive Plus', fuel: 'EV' },
          { name: 'Essence', fuel: 'EV' },
        ],
      },
      {
        name: 'Comet EV',
        slug: 'comet-ev',
        body: 'HATCHBACK',
        variants: [
          { name: 'Executive', fuel: 'EV' },
          { name: 'Excite', fuel: 'EV' },
          { name: 'Exclusive', fuel: 'EV' },
        ],
      },
      {
        name: 'Windsor EV',
        slug: 'windsor-ev',
        body: 'SUV',
        variants: [
          { name: 'Excite', fuel: 'EV' },
          { name: 'Exclusive', fuel: 'EV' },
          { name: 'Essence', fuel: 'EV' },
          { name: 'Essence Pro', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Renault',
    slug: 'renault',
    popular: true,
    models: [
      {
        name: 'Kwid',
        slug: 'kwid',
        body: 'HATCHBACK',
        variants: [
          { name: 'RXE', fuel: 'PETROL' },
          { name: 'RXL', fuel: 'PETROL' },
          { name: 'RXT', fuel: 'PETROL' },
          { name: 'Climber', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Triber',
        slug: 'triber',
        body: 'SUV',
        variants: [
          { name: 'RXE', fuel: 'PETROL' },
          { name: 'RXL', fuel: 'PETROL' },
          { name: 'RXT', fuel: 'PETROL' },
          { name: 'RXZ', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Kiger',
        slug: 'kiger',
        body: 'SUV',
        variants: [
          { name: 'RXE', fuel: 'PETROL' },
          { name: 'RXL', fuel: 'PETROL' },
          { name: 'RXT(O)', fuel: 'PETROL' },
          { name: 'RXZ', fuel: 'PETROL' },
          { name: 'RXZ Turbo', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Duster',
        slug: 'duster',
        body: 'SUV',
        variants: [
          { name: 'RXE', fuel: 'PETROL' },
          { name: 'RXS', fuel: 'PETROL' },
          { name: 'RXZ', fuel: 'PETROL' },
          { name: 'RXL', fuel: 'DIESEL' },
          { name: 'RXS', fuel: 'DIESEL' },
          { name: 'RXZ AWD', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Scala',
        slug: 'scala',
        body: 'SEDAN',
        variants: [
          { name: 'RxE', fuel: 'PETROL' },
          { name: 'RxL', fuel: 'PETROL' },
          { name: 'RxL', fuel: 'DIESEL' },
          { name: 'RxZ', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Pulse',
        slug: 'pulse',
        body: 'HATCHBACK',
        variants: [
          { name: 'RxE', fuel: 'PETROL' },
          { name: 'RxL', fuel: 'PETROL' },
          { name: 'RxL', fuel: 'DIESEL' },
          { name: 'RxZ', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Lodgy',
        slug: 'lodgy',
        body: 'SUV',
        variants: [
          { name: 'RxE', fuel: 'DIESEL' },
          { name: 'RxL', fuel: 'DIESEL' },
          { name: 'RxZ', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Captur',
        slug: 'captur',
        body: 'SUV',
        variants: [
          { name: 'RXE', fuel: 'PETROL' },
          { name: 'RXT', fuel: 'DIESEL' },
          { name: 'Platine', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Koleos',
        slug: 'koleos',
        body: 'SUV',
        variants: [
          { name: '4x2', fuel: 'DIESEL' },
          { name: '4x4', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Fluence',
        slug: 'fluence',
        body: 'SEDAN',
        variants: [
          { name: 'E2', fuel: 'PETROL' },
          { name: 'E4', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Nissan',
    slug: 'nissan',
    popular: true,
    models: [
      {
        name: 'Magnite',
        slug: 'magnite',
        body: 'SUV',
        variants: [
          { name: 'Visia', fuel: 'PETROL' },
          { name: 'Acenta', fuel: 'PETROL' },
          { name: 'N-Connecta', fuel: 'PETROL' },
          { name: 'Tekna', fuel: 'PETROL' },
          { name: 'Tekna+', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Kicks',
        slug: 'kicks',
        body: 'SUV',
        variants: [
          { name: 'XL', fuel: 'PETROL' },
          { name: 'XV', fuel: 'PETROL' },
          { name: 'XV Premium Turbo', fuel: 'PETROL' },
          { name: 'XV Premium', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Micra',
        slug: 'micra',
        body: 'HATCHBACK',
        variants: [
          { name: 'XE', fuel: 'PETROL' },
          { name: 'XL', fuel: 'PETROL' },
          { name: 'XV', fuel: 'PETROL' },
          { name: 'XL', fuel: 'DIESEL' },
          { name: 'XV', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Micra Active',
        slug: 'micra-active',
        body: 'HATCHBACK',
        variants: [
          { name: 'XE', fuel: 'PETROL' },
          { name: 'XL', fuel: 'PETROL' },
          { name: 'XV', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Sunny',
        slug: 'sunny',
        body: 'SEDAN',
        variants: [
          { name: 'XE', fuel: 'PETROL' },
          { name: 'XL', fuel: 'PETROL' },
          { name: 'XV', fuel: 'PETROL' },
          { name: 'XL', fuel: 'DIESEL' },
          { name: 'XV', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Terrano',
        slug: 'terrano',
        body: 'SUV',
        variants: [
          { name: 'XL', fuel: 'PETROL' },
          { name: 'XE', fuel: 'DIESEL' },
          { name: 'XL', fuel: 'DIESEL' },
          { name: 'XV', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'X-Trail',
        slug: 'x-trail',
        body: 'SUV',
        variants: [
          { name: 'SLX', fuel: 'DIESEL' },
          { name: 'Std', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Teana',
        slug: 'teana',
        body: 'SEDAN',
        variants: [
          { name: 'XV', fuel: 'PETROL' },
          { name: 'XL', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Evalia',
        slug: 'evalia',
        body: 'SUV',
        variants: [
          { name: 'XE', fuel: 'DIESEL' },
          { name: 'XL', fuel: 'DIESEL' },
          { name: 'XV', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Skoda',
    slug: 'skoda',
    popular: true,
    models: [
      {
        name: 'Kushaq',
        slug: 'kushaq',
        body: 'SUV',
        variants: [
          { name: 'Active', fuel: 'PETROL' },
          { name: 'Ambition', fuel: 'PETROL' },
          { name: 'Style', fuel: 'PETROL' },
          { name: 'Monte Carlo', fuel: 'PETROL' },
          { name: 'Prestige', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Slavia',
        slug: 'slavia',
        body: 'SEDAN',
        variants: [
          { name: 'Active', fuel: 'PETROL' },
          { name: 'Ambition', fuel: 'PETROL' },
          { name: 'Style', fuel: 'PETROL' },
          { name: 'Monte Carlo', fuel: 'PETROL' },
          { name: 'Prestige', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Kylaq',
        slug: 'kylaq',
        body: 'SUV',
        variants: [
          { name: 'Classic', fuel: 'PETROL' },
          { name: 'Signature', fuel: 'PETROL' },
          { name: 'Signature+', fuel: 'PETROL' },
          { name: 'Prestige', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Octavia',
        slug: 'octavia',
        body: 'SEDAN',
        variants: [
          { name: 'Ambition', fuel: 'PETROL' },
          { name: 'Style', fuel: 'PETROL' },
          { name: 'L&K', fuel: 'PETROL' },
          { name: 'Style', fuel: 'DIESEL' },
          { name: 'vRS', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Superb',
        slug: 'superb',
        body: 'SEDAN',
        variants: [
          { name: 'Style', fuel: 'PETROL' },
          { name: 'L&K', fuel: 'PETROL' },
          { name: 'Sportline', fuel: 'PETROL' },
          { name: 'Style', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Kodiaq',
        slug: 'kodiaq',
        body: 'SUV',
        variants: [
          { name: 'Style', fuel: 'DIESEL' },
          { name: 'L&K', fuel: 'DIESEL' },
          { name: 'Sportline', fuel: 'PETROL' },
          { name: 'L&K', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Rapid',
        slug: 'rapid',
        body: 'SEDAN',
        variants: [
          { name: 'Active', fuel: 'PETROL' },
          { name: 'Ambition', fuel: 'PETROL' },
          { name: 'Style', fuel: 'PETROL' },
          { name: 'Monte Carlo', fuel: 'PETROL' },
          { name: 'Ambition', fuel: 'DIESEL' },
          { name: 'Style', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Fabia',
        slug: 'fabia',
        body: 'HATCHBACK',
        variants: [
          { name: 'Active', fuel: 'PETROL' },
          { name: 'Ambition', fuel: 'PETROL' },
          { name: 'Elegance', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Laura',
        slug: 'laura',
        body: 'SEDAN',
        variants: [
          { name: 'Ambiente', fuel: 'DIESEL' },
          { name: 'Elegance', fuel: 'DIESEL' },
          { name: 'L&K', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Yeti',
        slug: 'yeti',
        body: 'SUV',
        variants: [
          { name: 'Ambition', fuel: 'DIESEL' },
          { name: 'Elegance', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Volkswagen',
    slug: 'volkswagen',
    popular: true,
    models: [
      {
        name: 'Polo',
        slug: 'polo',
        body: 'HATCHBACK',
        variants: [
          { name: 'Trendline', fuel: 'PETROL' },
          { name: 'Comfortline', fuel: 'PETROL' },
          { name: 'Highline', fuel: 'PETROL' },
          { name: 'Highline+', fuel: 'PETROL' },
          { name: 'GT TSI', fuel: 'PETROL' },
          { name: 'Highline', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Vento',
        slug: 'vento',
        body: 'SEDAN',
        variants: [
          { name: 'Trendline', fuel: 'PETROL' },
          { name: 'Comfortline', fuel: 'PETROL' },
          { name: 'Highline', fuel: 'PETROL' },
          { name: 'Highline+', fuel: 'PETROL' },
          { name: 'Highline', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Virtus',
        slug: 'virtus',
        body: 'SEDAN',
        variants: [
          { name: 'Comfortline', fuel: 'PETROL' },
          { name: 'Highline', fuel: 'PETROL' },
          { name: 'Topline', fuel: 'PETROL' },
          { name: 'GT Plus', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Taigun',
        slug: 'taigun',
        body: 'SUV',
        variants: [
          { name: 'Comfortline', fuel: 'PETROL' },
          { name: 'Highline', fuel: 'PETROL' },
          { name: 'Topline', fuel: 'PETROL' },
          { name: 'GT Plus', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Tiguan',
        slug: 'tiguan',
        body: 'SUV',
        variants: [
          { name: 'Comfortline', fuel: 'DIESEL' },
          { name: 'Highline', fuel: 'DIESEL' },
          { name: 'Elegance', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Ameo',
        slug: 'ameo',
        body: 'SEDAN',
        variants: [
          { name: 'Trendline', fuel: 'PETROL' },
          { name: 'Comfortline', fuel: 'PETROL' },
          { name: 'Highline', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Jetta',
        slug: 'jetta',
        body: 'SEDAN',
        variants: [
          { name: 'Trendline', fuel: 'PETROL' },
          { name: 'Comfortline', fuel: 'DIESEL' },
          { name: 'Highline', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Passat',
        slug: 'passat',
        body: 'SEDAN',
        variants: [
          { name: 'Comfortline', fuel: 'DIESEL' },
          { name: 'Highline', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Ford',
    slug: 'ford',
    popular: true,
    models: [
      {
        name: 'EcoSport',
        slug: 'ecosport',
        body: 'SUV',
        variants: [
          { name: 'Ambiente', fuel: 'PETROL' },
          { name: 'Trend', fuel: 'PETROL' },
          { name: 'Titanium', fuel: 'PETROL' },
          { name: 'Titanium+', fuel: 'PETROL' },
          { name: 'Trend', fuel: 'DIESEL' },
          { name: 'Titanium', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Figo',
        slug: 'figo',
        body: 'HATCHBACK',
        variants: [
          { name: 'Ambiente', fuel: 'PETROL' },
          { name: 'Trend', fuel: 'PETROL' },
          { name: 'Titanium', fuel: 'PETROL' },
          { name: 'Trend', fuel: 'DIESEL' },
          { name: 'Titanium', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Aspire',
        slug: 'aspire',
        body: 'SEDAN',
        variants: [
          { name: 'Ambiente', fuel: 'PETROL' },
          { name: 'Trend', fuel: 'PETROL' },
          { name: 'Titanium', fuel: 'PETROL' },
          { name: 'Titanium', fuel: 'DIESEL' },
          { name: 'Titanium', fuel: 'CNG' },
        ],
      },
      {
        name: 'Freestyle',
        slug: 'freestyle',
        body: 'HATCHBACK',
        variants: [
          { name: 'Ambiente', fuel: 'PETROL' },
          { name: 'Trend', fuel: 'PETROL' },
          { name: 'Titanium', fuel: 'PETROL' },
          { name: 'Titanium', fuel: 'DIESEL' },
          { name: 'Flair', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Endeavour',
        slug: 'endeavour',
        body: 'SUV',
        variants: [
          { name: 'Titanium', fuel: 'DIESEL' },
          { name: 'Titanium+', fuel: 'DIESEL' },
          { name: 'Sport', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Fiesta',
        slug: 'fiesta',
        body: 'SEDAN',
        variants: [
          { name: 'Ambiente', fuel: 'PETROL' },
          { name: 'Trend', fuel: 'DIESEL' },
          { name: 'Titanium', fuel: 'DIESEL' },
          { name: 'Titanium+', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Fiesta Classic',
        slug: 'fiesta-classic',
        body: 'SEDAN',
        variants: [
          { name: 'LXi', fuel: 'PETROL' },
          { name: 'CLXi', fuel: 'DIESEL' },
          { name: 'SXi', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Ikon',
        slug: 'ikon',
        body: 'SEDAN',
        variants: [
          { name: 'EXi', fuel: 'PETROL' },
          { name: 'Flair', fuel: 'PETROL' },
          { name: 'Duratorq', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Jeep',
    slug: 'jeep',
    popular: false,
    models: [
      {
        name: 'Compass',
        slug: 'compass',
        body: 'SUV',
        variants: [
          { name: 'Sport', fuel: 'PETROL' },
          { name: 'Longitude', fuel: 'PETROL' },
          { name: 'Limited', fuel: 'DIESEL' },
          { name: 'Model S', fuel: 'DIESEL' },
          { name: 'Trailhawk', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Meridian',
        slug: 'meridian',
        body: 'SUV',
        variants: [
          { name: 'Longitude', fuel: 'DIESEL' },
          { name: 'Limited', fuel: 'DIESEL' },
          { name: 'Limited (O)', fuel: 'DIESEL' },
          { name: 'Overland', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Wrangler',
        slug: 'wrangler',
        body: 'SUV',
        variants: [
          { name: 'Unlimited', fuel: 'PETROL' },
          { name: 'Rubicon', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Grand Cherokee',
        slug: 'grand-cherokee',
        body: 'SUV',
        variants: [
          { name: 'Limited (O)', fuel: 'PETROL' },
          { name: 'Summit', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'Citroen',
    slug: 'citroen',
    popular: true,
    models: [
      {
        name: 'C3',
        slug: 'c3',
        body: 'HATCHBACK',
        variants: [
          { name: 'Live', fuel: 'PETROL' },
          { name: 'Feel', fuel: 'PETROL' },
          { name: 'Shine', fuel: 'PETROL' },
          { name: 'Shine Turbo', fuel: 'PETROL' },
        ],
      },
      {
        name: 'eC3',
        slug: 'ec3',
        body: 'HATCHBACK',
        variants: [
          { name: 'Live', fuel: 'EV' },
          { name: 'Feel', fuel: 'EV' },
          { name: 'Shine', fuel: 'EV' },
        ],
      },
      {
        name: 'C3 Aircross',
        slug: 'c3-aircross',
        body: 'SUV',
        variants: [
          { name: 'You', fuel: 'PETROL' },
          { name: 'Plus', fuel: 'PETROL' },
          { name: 'Max', fuel: 'PETROL' },
          { name: 'Max Turbo', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Basalt',
        slug: 'basalt',
        body: 'SUV',
        variants: [
          { name: 'You', fuel: 'PETROL' },
          { name: 'Plus', fuel: 'PETROL' },
          { name: 'Max Turbo', fuel: 'PETROL' },
        ],
      },
      {
        name: 'C5 Aircross',
        slug: 'c5-aircross',
        body: 'SUV',
        variants: [
          { name: 'Feel', fuel: 'DIESEL' },
          { name: 'Shine', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'BYD',
    slug: 'byd',
    popular: false,
    models: [
      {
        name: 'Atto 3',
        slug: 'atto-3',
        body: 'SUV',
        variants: [
          { name: 'Dynamic', fuel: 'EV' },
          { name: 'Premium', fuel: 'EV' },
          { name: 'Superior', fuel: 'EV' },
        ],
      },
      {
        name: 'Seal',
        slug: 'seal',
        body: 'SEDAN',
        variants: [
          { name: 'Dynamic', fuel: 'EV' },
          { name: 'Premium', fuel: 'EV' },
          { name: 'Performance', fuel: 'EV' },
        ],
      },
      {
        name: 'e6',
        slug: 'e6',
        body: 'SUV',
        variants: [
          { name: 'GL', fuel: 'EV' },
          { name: 'GLX', fuel: 'EV' },
        ],
      },
      {
        name: 'Sealion 7',
        slug: 'sealion-7',
        body: 'SUV',
        variants: [
          { name: 'Premium', fuel: 'EV' },
          { name: 'Performance', fuel: 'EV' },
        ],
      },
      {
        name: 'eMAX 7',
        slug: 'emax-7',
        body: 'SUV',
        variants: [
          { name: 'Premium', fuel: 'EV' },
          { name: 'Superior', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    popular: false,
    models: [
      {
        name: 'C-Class',
        slug: 'c-class',
        body: 'SEDAN',
        variants: [
          { name: 'C 200', fuel: 'PETROL' },
          { name: 'C 220d', fuel: 'DIESEL' },
          { name: 'C 300d AMG Line', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'E-Class',
        slug: 'e-class',
        body: 'SEDAN',
        variants: [
          { name: 'E 200', fuel: 'PETROL' },
          { name: 'E 220d', fuel: 'DIESEL' },
          { name: 'E 450 4MATIC', fuel: 'PETROL' },
        ],
      },
      {
        name: 'GLA',
        slug: 'gla',
        body: 'SUV',
        variants: [
          { name: 'GLA 200', fuel: 'PETROL' },
          { name: 'GLA 220d', fuel: 'DIESEL' },
          { name: 'AMG GLA 35', fuel: 'PETROL' },
        ],
      },
      {
        name: 'GLC',
        slug: 'glc',
        body: 'SUV',
        variants: [
          { name: 'GLC 300', fuel: 'PETROL' },
          { name: 'GLC 220d', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'GLE',
        slug: 'gle',
        body: 'SUV',
        variants: [
          { name: 'GLE 300d', fuel: 'DIESEL' },
          { name: 'GLE 450', fuel: 'PETROL' },
        ],
      },
      {
        name: 'EQS',
        slug: 'eqs',
        body: 'SEDAN',
        variants: [
          { name: 'EQS 580 4MATIC', fuel: 'EV' },
          { name: 'EQS 450+', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'BMW',
    slug: 'bmw',
    popular: false,
    models: [
      {
        name: '3 Series',
        slug: '3-series',
        body: 'SEDAN',
        variants: [
          { name: '320d Luxury Line', fuel: 'DIESEL' },
          { name: '330i M Sport', fuel: 'PETROL' },
          { name: '330Li M Sport', fuel: 'PETROL' },
        ],
      },
      {
        name: '5 Series',
        slug: '5-series',
        body: 'SEDAN',
        variants: [
          { name: '520d Luxury Line', fuel: 'DIESEL' },
          { name: '530i M Sport', fuel: 'PETROL' },
          { name: '530Li M Sport', fuel: 'PETROL' },
        ],
      },
      {
        name: 'X1',
        slug: 'x1',
        body: 'SUV',
        variants: [
          { name: 'sDrive18i', fuel: 'PETROL' },
          { name: 'sDrive18d', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'X3',
        slug: 'x3',
        body: 'SUV',
        variants: [
          { name: 'xDrive20d', fuel: 'DIESEL' },
          { name: 'xDrive30i', fuel: 'PETROL' },
        ],
      },
      {
        name: 'i4',
        slug: 'i4',
        body: 'SEDAN',
        variants: [
          { name: 'eDrive35', fuel: 'EV' },
          { name: 'eDrive40', fuel: 'EV' },
        ],
      },
      {
        name: 'iX',
        slug: 'ix',
        body: 'SUV',
        variants: [
          { name: 'xDrive40', fuel: 'EV' },
          { name: 'xDrive50', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Audi',
    slug: 'audi',
    popular: false,
    models: [
      {
        name: 'A4',
        slug: 'a4',
        body: 'SEDAN',
        variants: [
          { name: 'Premium', fuel: 'PETROL' },
          { name: 'Premium Plus', fuel: 'PETROL' },
          { name: 'Technology', fuel: 'PETROL' },
          { name: '35 TDI', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'A6',
        slug: 'a6',
        body: 'SEDAN',
        variants: [
          { name: 'Premium Plus', fuel: 'PETROL' },
          { name: 'Technology', fuel: 'PETROL' },
          { name: '35 TDI', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Q3',
        slug: 'q3',
        body: 'SUV',
        variants: [
          { name: 'Premium', fuel: 'PETROL' },
          { name: 'Premium Plus', fuel: 'PETROL' },
          { name: 'Technology', fuel: 'PETROL' },
          { name: '35 TDI quattro', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Q5',
        slug: 'q5',
        body: 'SUV',
        variants: [
          { name: 'Premium Plus', fuel: 'PETROL' },
          { name: 'Technology', fuel: 'PETROL' },
          { name: '45 TDI', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Q7',
        slug: 'q7',
        body: 'SUV',
        variants: [
          { name: 'Premium Plus', fuel: 'PETROL' },
          { name: 'Technology', fuel: 'PETROL' },
          { name: '45 TDI', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'e-tron',
        slug: 'e-tron',
        body: 'SUV',
        variants: [
          { name: '50', fuel: 'EV' },
          { name: '55', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Volvo',
    slug: 'volvo',
    popular: false,
    models: [
      {
        name: 'XC40',
        slug: 'xc40',
        body: 'SUV',
        variants: [
          { name: 'T4 R-Design', fuel: 'PETROL' },
          { name: 'B4 Ultimate', fuel: 'PETROL' },
          { name: 'D4 Inscription', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XC60',
        slug: 'xc60',
        body: 'SUV',
        variants: [
          { name: 'B5 Ultimate', fuel: 'PETROL' },
          { name: 'D5 Inscription', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XC90',
        slug: 'xc90',
        body: 'SUV',
        variants: [
          { name: 'B6 Ultimate', fuel: 'PETROL' },
          { name: 'D5 Inscription', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'S60',
        slug: 's60',
        body: 'SEDAN',
        variants: [
          { name: 'T4 Inscription', fuel: 'PETROL' },
          { name: 'B5 Inscription', fuel: 'PETROL' },
          { name: 'D4 Kinetic', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'S90',
        slug: 's90',
        body: 'SEDAN',
        variants: [
          { name: 'B5 Ultimate', fuel: 'PETROL' },
          { name: 'D4 Inscription', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XC40 Recharge',
        slug: 'xc40-recharge',
        body: 'SUV',
        variants: [
          { name: 'Plus', fuel: 'EV' },
          { name: 'Ultimate', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Jaguar',
    slug: 'jaguar',
    popular: false,
    models: [
      {
        name: 'XE',
        slug: 'xe',
        body: 'SEDAN',
        variants: [
          { name: 'S', fuel: 'PETROL' },
          { name: 'HSE', fuel: 'PETROL' },
          { name: 'SE', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'XF',
        slug: 'xf',
        body: 'SEDAN',
        variants: [
          { name: 'Prestige', fuel: 'DIESEL' },
          { name: 'Portfolio', fuel: 'PETROL' },
          { name: 'R-Dynamic SE', fuel: 'PETROL' },
        ],
      },
      {
        name: 'F-Pace',
        slug: 'f-pace',
        body: 'SUV',
        variants: [
          { name: 'Prestige', fuel: 'DIESEL' },
          { name: 'R-Dynamic S', fuel: 'PETROL' },
        ],
      },
      {
        name: 'E-Pace',
        slug: 'e-pace',
        body: 'SUV',
        variants: [
          { name: 'SE', fuel: 'PETROL' },
          { name: 'R-Dynamic SE', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'I-Pace',
        slug: 'i-pace',
        body: 'SUV',
        variants: [
          { name: 'S', fuel: 'EV' },
          { name: 'HSE', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Land Rover',
    slug: 'land-rover',
    popular: false,
    models: [
      {
        name: 'Range Rover Evoque',
        slug: 'range-rover-evoque',
        body: 'SUV',
        variants: [
          { name: 'SE', fuel: 'PETROL' },
          { name: 'HSE', fuel: 'DIESEL' },
          { name: 'Dynamic SE', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Range Rover Velar',
        slug: 'range-rover-velar',
        body: 'SUV',
        variants: [
          { name: 'Dynamic HSE', fuel: 'PETROL' },
          { name: 'Dynamic HSE', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Range Rover Sport',
        slug: 'range-rover-sport',
        body: 'SUV',
        variants: [
          { name: 'SE', fuel: 'DIESEL' },
          { name: 'Dynamic SE', fuel: 'PETROL' },
          { name: 'Autobiography', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Range Rover',
        slug: 'range-rover',
        body: 'SUV',
        variants: [
          { name: 'SE', fuel: 'DIESEL' },
          { name: 'HSE', fuel: 'PETROL' },
          { name: 'Autobiography', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Discovery Sport',
        slug: 'discovery-sport',
        body: 'SUV',
        variants: [
          { name: 'S', fuel: 'DIESEL' },
          { name: 'SE', fuel: 'PETROL' },
          { name: 'Dynamic SE', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Defender',
        slug: 'defender',
        body: 'SUV',
        variants: [
          { name: '110 X-Dynamic HSE', fuel: 'PETROL' },
          { name: '110 X', fuel: 'DIESEL' },
          { name: '90 SE', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'Lexus',
    slug: 'lexus',
    popular: false,
    models: [
      {
        name: 'ES',
        slug: 'es',
        body: 'SEDAN',
        variants: [
          { name: 'ES 300h Exquisite', fuel: 'PETROL' },
          { name: 'ES 300h Luxury', fuel: 'PETROL' },
        ],
      },
      {
        name: 'NX',
        slug: 'nx',
        body: 'SUV',
        variants: [
          { name: 'NX 350h Luxury', fuel: 'PETROL' },
          { name: 'NX 350h F Sport', fuel: 'PETROL' },
        ],
      },
      {
        name: 'RX',
        slug: 'rx',
        body: 'SUV',
        variants: [
          { name: 'RX 350h Luxury', fuel: 'PETROL' },
          { name: 'RX 500h F Sport+', fuel: 'PETROL' },
        ],
      },
      {
        name: 'LX',
        slug: 'lx',
        body: 'SUV',
        variants: [
          { name: 'LX 570', fuel: 'PETROL' },
          { name: 'LX 500d', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'LM',
        slug: 'lm',
        body: 'SUV',
        variants: [
          { name: 'LM 350h 7-Seater', fuel: 'PETROL' },
          { name: 'LM 350h 4-Seater', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'Mini',
    slug: 'mini',
    popular: false,
    models: [
      {
        name: 'Cooper',
        slug: 'cooper',
        body: 'HATCHBACK',
        variants: [
          { name: '3 Door S', fuel: 'PETROL' },
          { name: '5 Door S', fuel: 'PETROL' },
          { name: 'JCW', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Cooper SE',
        slug: 'cooper-se',
        body: 'HATCHBACK',
        variants: [
          { name: 'Cooper SE', fuel: 'EV' },
          { name: 'Charged Edition', fuel: 'EV' },
        ],
      },
      {
        name: 'Countryman',
        slug: 'countryman',
        body: 'SUV',
        variants: [
          { name: 'Cooper S', fuel: 'PETROL' },
          { name: 'Cooper S JCW Inspired', fuel: 'PETROL' },
          { name: 'Electric', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Porsche',
    slug: 'porsche',
    popular: false,
    models: [
      {
        name: 'Cayenne',
        slug: 'cayenne',
        body: 'SUV',
        variants: [
          { name: 'Base', fuel: 'PETROL' },
          { name: 'Coupe', fuel: 'PETROL' },
          { name: 'Turbo GT', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Macan',
        slug: 'macan',
        body: 'SUV',
        variants: [
          { name: 'Base', fuel: 'PETROL' },
          { name: 'S', fuel: 'PETROL' },
          { name: 'GTS', fuel: 'PETROL' },
          { name: '4 Electric', fuel: 'EV' },
          { name: 'Turbo Electric', fuel: 'EV' },
        ],
      },
      {
        name: 'Panamera',
        slug: 'panamera',
        body: 'SEDAN',
        variants: [
          { name: 'Base', fuel: 'PETROL' },
          { name: '4 E-Hybrid', fuel: 'PETROL' },
          { name: 'GTS', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Taycan',
        slug: 'taycan',
        body: 'SEDAN',
        variants: [
          { name: 'Base', fuel: 'EV' },
          { name: '4S', fuel: 'EV' },
          { name: 'Turbo S', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Isuzu',
    slug: 'isuzu',
    popular: false,
    models: [
      {
        name: 'D-Max V-Cross',
        slug: 'd-max-v-cross',
        body: 'SUV',
        variants: [
          { name: 'Z 2WD', fuel: 'DIESEL' },
          { name: 'Z 4WD', fuel: 'DIESEL' },
          { name: 'Z Prestige', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'MU-X',
        slug: 'mu-x',
        body: 'SUV',
        variants: [
          { name: '4x2', fuel: 'DIESEL' },
          { name: '4x4', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'MU-7',
        slug: 'mu-7',
        body: 'SUV',
        variants: [
          { name: 'Std', fuel: 'DIESEL' },
          { name: 'AT', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Force Motors',
    slug: 'force-motors',
    popular: false,
    models: [
      {
        name: 'Gurkha',
        slug: 'gurkha',
        body: 'SUV',
        variants: [
          { name: '3 Door', fuel: 'DIESEL' },
          { name: '5 Door', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Force One',
        slug: 'force-one',
        body: 'SUV',
        variants: [
          { name: 'EX', fuel: 'DIESEL' },
          { name: 'LX', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Fiat',
    slug: 'fiat',
    popular: false,
    models: [
      {
        name: 'Punto',
        slug: 'punto',
        body: 'HATCHBACK',
        variants: [
          { name: 'Active', fuel: 'PETROL' },
          { name: 'Dynamic', fuel: 'PETROL' },
          { name: 'Dynamic', fuel: 'DIESEL' },
          { name: 'Emotion', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Linea',
        slug: 'linea',
        body: 'SEDAN',
        variants: [
          { name: 'Active', fuel: 'PETROL' },
          { name: 'T-Jet', fuel: 'PETROL' },
          { name: 'Dynamic', fuel: 'DIESEL' },
          { name: 'Emotion', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Avventura',
        slug: 'avventura',
        body: 'SUV',
        variants: [
          { name: 'Active', fuel: 'DIESEL' },
          { name: 'Dynamic', fuel: 'DIESEL' },
          { name: 'Emotion', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Palio',
        slug: 'palio',
        body: 'HATCHBACK',
        variants: [
          { name: 'Stile 1.1', fuel: 'PETROL' },
          { name: 'NV 1.2', fuel: 'PETROL' },
          { name: 'Multijet', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Urban Cross',
        slug: 'urban-cross',
        body: 'SUV',
        variants: [
          { name: 'Active', fuel: 'DIESEL' },
          { name: 'Dynamic', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Chevrolet',
    slug: 'chevrolet',
    popular: false,
    models: [
      {
        name: 'Beat',
        slug: 'beat',
        body: 'HATCHBACK',
        variants: [
          { name: 'LS', fuel: 'PETROL' },
          { name: 'LT', fuel: 'PETROL' },
          { name: 'LS', fuel: 'LPG' },
          { name: 'LT', fuel: 'DIESEL' },
          { name: 'PS', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Spark',
        slug: 'spark',
        body: 'HATCHBACK',
        variants: [
          { name: 'Base', fuel: 'PETROL' },
          { name: 'LS', fuel: 'PETROL' },
          { name: 'LT', fuel: 'PETROL' },
          { name: 'LS', fuel: 'LPG' },
        ],
      },
      {
        name: 'Aveo',
        slug: 'aveo',
        body: 'SEDAN',
        variants: [
          { name: '1.4 LS', fuel: 'PETROL' },
          { name: '1.4 LT', fuel: 'PETROL' },
          { name: '1.6 LT', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Aveo U-VA',
        slug: 'aveo-u-va',
        body: 'HATCHBACK',
        variants: [
          { name: 'LS', fuel: 'PETROL' },
          { name: 'LT', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Sail U-VA',
        slug: 'sail-u-va',
        body: 'HATCHBACK',
        variants: [
          { name: 'LS', fuel: 'PETROL' },
          { name: 'LT', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Cruze',
        slug: 'cruze',
        body: 'SEDAN',
        variants: [
          { name: 'LT', fuel: 'DIESEL' },
          { name: 'LTZ', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Sail',
        slug: 'sail',
        body: 'SEDAN',
        variants: [
          { name: 'LS', fuel: 'PETROL' },
          { name: 'LS', fuel: 'DIESEL' },
          { name: 'LT', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Enjoy',
        slug: 'enjoy',
        body: 'SUV',
        variants: [
          { name: 'LS', fuel: 'PETROL' },
          { name: 'LS', fuel: 'DIESEL' },
          { name: 'LT', fuel: 'DIESEL' },
          { name: 'LTZ', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Tavera',
        slug: 'tavera',
        body: 'SUV',
        variants: [
          { name: 'B1', fuel: 'DIESEL' },
          { name: 'Neo 3 LS', fuel: 'DIESEL' },
          { name: 'Neo 3 LT', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Captiva',
        slug: 'captiva',
        body: 'SUV',
        variants: [
          { name: 'LT', fuel: 'DIESEL' },
          { name: 'LTZ AWD', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Optra',
        slug: 'optra',
        body: 'SEDAN',
        variants: [
          { name: '1.6 LS', fuel: 'PETROL' },
          { name: 'Magnum LT', fuel: 'DIESEL' },
        ],
      },
    ],
  },
  {
    name: 'Datsun',
    slug: 'datsun',
    popular: false,
    models: [
      {
        name: 'redi-GO',
        slug: 'redi-go',
        body: 'HATCHBACK',
        variants: [
          { name: 'D', fuel: 'PETROL' },
          { name: 'A', fuel: 'PETROL' },
          { name: 'T', fuel: 'PETROL' },
          { name: 'T(O)', fuel: 'PETROL' },
        ],
      },
      {
        name: 'GO',
        slug: 'go',
        body: 'HATCHBACK',
        variants: [
          { name: 'D', fuel: 'PETROL' },
          { name: 'A', fuel: 'PETROL' },
          { name: 'T', fuel: 'PETROL' },
          { name: 'T(O)', fuel: 'PETROL' },
        ],
      },
      {
        name: 'GO+',
        slug: 'go-plus',
        body: 'SUV',
        variants: [
          { name: 'D', fuel: 'PETROL' },
          { name: 'A', fuel: 'PETROL' },
          { name: 'T', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'Mitsubishi',
    slug: 'mitsubishi',
    popular: false,
    models: [
      {
        name: 'Pajero Sport',
        slug: 'pajero-sport',
        body: 'SUV',
        variants: [
          { name: '4x2', fuel: 'DIESEL' },
          { name: '4x4', fuel: 'DIESEL' },
          { name: 'Select Plus', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Outlander',
        slug: 'outlander',
        body: 'SUV',
        variants: [
          { name: '2.4 MT', fuel: 'PETROL' },
          { name: '2.4 CVT', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Lancer',
        slug: 'lancer',
        body: 'SEDAN',
        variants: [
          { name: 'GLXi', fuel: 'PETROL' },
          { name: 'GLXd', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Cedia',
        slug: 'cedia',
        body: 'SEDAN',
        variants: [
          { name: 'Select', fuel: 'PETROL' },
          { name: 'Sports', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'Tesla',
    slug: 'tesla',
    popular: false,
    models: [
      {
        name: 'Model Y',
        slug: 'model-y',
        body: 'SUV',
        variants: [
          { name: 'RWD', fuel: 'EV' },
          { name: 'Long Range RWD', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'VinFast',
    slug: 'vinfast',
    popular: false,
    models: [
      {
        name: 'VF 6',
        slug: 'vf-6',
        body: 'SUV',
        variants: [
          { name: 'Earth', fuel: 'EV' },
          { name: 'Wind', fuel: 'EV' },
          { name: 'Wind Infinity', fuel: 'EV' },
        ],
      },
      {
        name: 'VF 7',
        slug: 'vf-7',
        body: 'SUV',
        variants: [
          { name: 'Earth', fuel: 'EV' },
          { name: 'Wind', fuel: 'EV' },
          { name: 'Sky', fuel: 'EV' },
          { name: 'Sky Infinity', fuel: 'EV' },
        ],
      },
    ],
  },
  {
    name: 'Rolls-Royce',
    slug: 'rolls-royce',
    popular: false,
    models: [
      {
        name: 'Ghost',
        slug: 'ghost',
        body: 'SEDAN',
        variants: [
          { name: 'Standard', fuel: 'PETROL' },
          { name: 'Extended', fuel: 'PETROL' },
          { name: 'Black Badge', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Phantom',
        slug: 'phantom',
        body: 'SEDAN',
        variants: [
          { name: 'Standard', fuel: 'PETROL' },
          { name: 'Extended Wheelbase', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Cullinan',
        slug: 'cullinan',
        body: 'SUV',
        variants: [
          { name: 'Standard', fuel: 'PETROL' },
          { name: 'Black Badge', fuel: 'PETROL' },
        ],
      },
    ],
  },
  {
    name: 'Maserati',
    slug: 'maserati',
    popular: false,
    models: [
      {
        name: 'Ghibli',
        slug: 'ghibli',
        body: 'SEDAN',
        variants: [
          { name: 'GT Hybrid', fuel: 'PETROL' },
          { name: 'Modena', fuel: 'PETROL' },
          { name: 'Diesel', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Levante',
        slug: 'levante',
        body: 'SUV',
        variants: [
          { name: 'GT Hybrid', fuel: 'PETROL' },
          { name: 'Modena', fuel: 'PETROL' },
          { name: 'Diesel', fuel: 'DIESEL' },
        ],
      },
      {
        name: 'Quattroporte',
        slug: 'quattroporte',
        body: 'SEDAN',
        variants: [
          { name: 'GT', fuel: 'PETROL' },
          { name: 'Modena', fuel: 'PETROL' },
        ],
      },
      {
        name: 'Grecale',
        slug: 'grecale',
        body: 'SUV',
        variants: [
          { name: 'GT', fuel: 'PETROL' },
          { name: 'Modena', fuel: 'PETROL' },
          { name: 'Trofeo', fuel: 'PETROL' },
        ],
      },
    ],
  },
];
