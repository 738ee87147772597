// Fictional registration numbers used by the default vehicle-registry provider.
// Every make/model/variant/fuel here must exist in ./vehicles.ts.

export interface SeedKnownVehicle {
  registrationNumber: string;
  makeSlug: string;
  modelSlug: string;
  variantName: string;
  fuel: 'PETROL' | 'DIESEL' | 'CNG' | 'LPG' | 'EV';
  registrationYear: number;
  color: string;
}

export const KNOWN_VEHICLES: SeedKnownVehicle[] = [
  { registrationNumber: 'KA05MN1234', makeSlug: 'maruti-suzuki', modelSlug: 'swift', variantName: 'VXi', fuel: 'PETROL', registrationYear: 2019, color: 'Pearl Arctic White' },
  { registrationNumber: 'TS09EA4321', makeSlug: 'hyundai', modelSlug: 'creta', variantName: 'SX(O)', fuel: 'DIESEL', registrationYear: 2021, color: 'Phantom Black' },
  { registrationNumber: 'DL3CAB1234', makeSlug: 'tata', modelSlug: 'nexon', variantName: 'Creative', fuel: 'PETROL', registrationYear: 2024, color: 'Daytona Grey' },
  { registrationNumber: '22BH1234AA', makeSlug: 'kia', modelSlug: 'seltos', variantName: 'HTX', fuel: 'DIESEL', registrationYear: 2022, color: 'Gravity Grey' },
  { registrationNumber: 'MH12DE1433', makeSlug: 'honda', modelSlug: 'city', variantName: 'VX', fuel: 'PETROL', registrationYear: 2018, color: 'Modern Steel Metallic' },
  { registrationNumber: 'GJ01KA1234', makeSlug: 'maruti-suzuki', modelSlug: 'ertiga', variantName: 'VXi', fuel: 'CNG', registrationYear: 2020, color: 'Silky Silver' },
  { registrationNumber: 'TN22CD5678', makeSlug: 'hyundai', modelSlug: 'i20', variantName: 'Asta', fuel: 'PETROL', registrationYear: 2016, color: 'Polar White' },
  { registrationNumber: 'HR26DK8337', makeSlug: 'mahindra', modelSlug: 'xuv700', variantName: 'AX7', fuel: 'DIESEL', registrationYear: 2023, color: 'Midnight Black' },
  { registrationNumber: 'UP16BT4567', makeSlug: 'maruti-suzuki', modelSlug: 'wagon-r', variantName: 'LXi', fuel: 'CNG', registrationYear: 2021, color: 'Superior White' },
  { registrationNumber: 'WB02AK9090', makeSlug: 'tata', modelSlug: 'tiago', variantName: 'XT', fuel: 'PETROL', registrationYear: 2019, color: 'Flame Red' },
  { registrationNumber: 'KL07CQ2468', makeSlug: 'toyota', modelSlug: 'innova-crysta', variantName: 'VX', fuel: 'DIESEL', registrationYear: 2017, color: 'Silver' },
  { registrationNumber: 'RJ14CV7777', makeSlug: 'mahindra', modelSlug: 'scorpio', variantName: 'S11', fuel: 'DIESEL', registrationYear: 2022, color: 'Napoli Black' },
  { registrationNumber: 'PB10GH3210', makeSlug: 'mahindra', modelSlug: 'thar', variantName: 'LX', fuel: 'DIESEL', registrationYear: 2021, color: 'Red Rage' },
  { registrationNumber: 'MP09ZX5555', makeSlug: 'maruti-suzuki', modelSlug: 'dzire', variantName: 'ZXi', fuel: 'PETROL', registrationYear: 2020, color: 'Magma Grey' },
  { registrationNumber: 'BR01PK6060', makeSlug: 'hyundai', modelSlug: 'venue', variantName: 'SX', fuel: 'PETROL', registrationYear: 2020, color: 'Typhoon Silver' },
  { registrationNumber: 'OD02AB1122', makeSlug: 'renault', modelSlug: 'kwid', variantName: 'RXT', fuel: 'PETROL', registrationYear: 2018, color: 'Zanskar Blue' },
  { registrationNumber: 'CH01BZ4040', makeSlug: 'skoda', modelSlug: 'slavia', variantName: 'Style', fuel: 'PETROL', registrationYear: 2023, color: 'Crystal Blue' },
  { registrationNumber: 'TG07AB2025', makeSlug: 'mg', modelSlug: 'windsor-ev', variantName: 'Essence', fuel: 'EV', registrationYear: 2025, color: 'Starburst Black' },
  { registrationNumber: 'AP39CH8080', makeSlug: 'toyota', modelSlug: 'glanza', variantName: 'G', fuel: 'PETROL', registrationYear: 2022, color: 'Red' },
  { registrationNumber: '23BH5678CD', makeSlug: 'tata', modelSlug: 'nexon-ev', variantName: 'Empowered', fuel: 'EV', registrationYear: 2023, color: 'Pristine White' },
  { registrationNumber: 'KA03NB7788', makeSlug: 'mahindra', modelSlug: 'xuv400', variantName: 'EL Pro', fuel: 'EV', registrationYear: 2024, color: 'Nebula Blue' },
  { registrationNumber: 'DL8CAF5566', makeSlug: 'maruti-suzuki', modelSlug: 'baleno', variantName: 'Zeta', fuel: 'PETROL', registrationYear: 2022, color: 'Nexa Blue' },
  { registrationNumber: 'MH02FG9911', makeSlug: 'hyundai', modelSlug: 'santro', variantName: 'GLS', fuel: 'LPG', registrationYear: 2012, color: 'Silver' },
  { registrationNumber: 'TN09BX3344', makeSlug: 'chevrolet', modelSlug: 'beat', variantName: 'LS', fuel: 'LPG', registrationYear: 2013, color: 'Blue' },
  { registrationNumber: 'KL01BT6677', makeSlug: 'maruti-suzuki', modelSlug: 'alto-800', variantName: 'LXi', fuel: 'PETROL', registrationYear: 2015, color: 'White' },
  { registrationNumber: 'GJ05JR8899', makeSlug: 'maruti-suzuki', modelSlug: 'swift', variantName: 'VDi', fuel: 'DIESEL', registrationYear: 2016, color: 'Fire Red' },
  { registrationNumber: 'HR51BN2233', makeSlug: 'toyota', modelSlug: 'fortuner', variantName: '4x4', fuel: 'DIESEL', registrationYear: 2019, color: 'Attitude Black' },
  { registrationNumber: 'UP32KL4455', makeSlug: 'tata', modelSlug: 'punch', variantName: 'Adventure', fuel: 'CNG', registrationYear: 2024, color: 'Tropical Mist' },
  { registrationNumber: 'RJ45CF1010', makeSlug: 'kia', modelSlug: 'sonet', variantName: 'HTK+', fuel: 'PETROL', registrationYear: 2021, color: 'Intense Red' },
  { registrationNumber: 'DL1CX0007', makeSlug: 'mercedes-benz', modelSlug: 'c-class', variantName: 'C 220d', fuel: 'DIESEL', registrationYear: 2019, color: 'Obsidian Black' },
  { registrationNumber: 'MH14JH2026', makeSlug: 'bmw', modelSlug: 'x1', variantName: 'sDrive18d', fuel: 'DIESEL', registrationYear: 2024, color: 'Alpine White' },
  { registrationNumber: 'KA51MK3030', makeSlug: 'byd', modelSlug: 'atto-3', variantName: 'Superior', fuel: 'EV', registrationYear: 2024, color: 'Surf Blue' },
  { registrationNumber: 'TS08HP1199', makeSlug: 'ford', modelSlug: 'ecosport', variantName: 'Titanium', fuel: 'DIESEL', registrationYear: 2017, color: 'Moondust Silver' },
  { registrationNumber: 'WB74AH1357', makeSlug: 'volkswagen', modelSlug: 'polo', variantName: 'Highline', fuel: 'PETROL', registrationYear: 2015, color: 'Flash Red' },
  { registrationNumber: 'AP09CQ6543', makeSlug: 'honda', modelSlug: 'amaze', variantName: 'S', fuel: 'DIESEL', registrationYear: 2014, color: 'Urban Titanium' },
  { registrationNumber: 'PB65AV8181', makeSlug: 'maruti-suzuki', modelSlug: 'brezza', variantName: 'ZXi+', fuel: 'PETROL', registrationYear: 2023, color: 'Red' },
  { registrationNumber: 'MP04CT2929', makeSlug: 'mahindra', modelSlug: 'bolero', variantName: 'B6', fuel: 'DIESEL', registrationYear: 2020, color: 'Diamond White' },
  { registrationNumber: 'BR06AC7070', makeSlug: 'maruti-suzuki', modelSlug: 'celerio', variantName: 'VXi', fuel: 'CNG', registrationYear: 2022, color: 'Glistening Grey' },
  { registrationNumber: 'OD05BK3535', makeSlug: 'hyundai', modelSlug: 'grand-i10-nios', variantName: 'Sportz', fuel: 'CNG', registrationYear: 2021, color: 'Aqua Teal' },
  { registrationNumber: 'KL43J9876', makeSlug: 'tata', modelSlug: 'altroz', variantName: 'XZ', fuel: 'DIESEL', registrationYear: 2020, color: 'Avenue White' },
  { registrationNumber: 'TG09C5151', makeSlug: 'maruti-suzuki', modelSlug: 'fronx', variantName: 'Delta', fuel: 'CNG', registrationYear: 2025, color: 'Earthen Brown' },
  { registrationNumber: '25BH4321AB', makeSlug: 'hyundai', modelSlug: 'creta-electric', variantName: 'Excellence', fuel: 'EV', registrationYear: 2025, color: 'Abyss Black' },
  { registrationNumber: 'MH01EX2026', makeSlug: 'toyota', modelSlug: 'innova-hycross', variantName: 'ZX Hybrid', fuel: 'PETROL', registrationYear: 2026, color: 'Super White' },
  { registrationNumber: 'TN37DM1908', makeSlug: 'citroen', modelSlug: 'ec3', variantName: 'Shine', fuel: 'EV', registrationYear: 2024, color: 'Platinum Grey' },
  { registrationNumber: 'KA04MZ6622', makeSlug: 'tata', modelSlug: 'nano', variantName: 'XT', fuel: 'PETROL', registrationYear: 2014, color: 'Papaya Orange' },
];
