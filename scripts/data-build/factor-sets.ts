/** What the build knows about one EPA factor file: where it is and the metadata EPA publishes for it. */
export interface FactorSetSource {
  /** Folder under the project's `data/`. */
  outputFolder: string;
  /** Path under the raw data folder. */
  file: string;
  version: string;
  doi: string;
  dollarYear: number;
  gwp: string;
  ghgDataYear: number;
  /**
   * Reference USEEIO Code cells that a spreadsheet turned into thousands-separated numbers, mapped
   * from the exact damaged text to the repaired codes. Only an exact match is repaired.
   */
  useeioRepairs: Readonly<Record<string, string>>;
}

export const FACTOR_SET_NAME = 'US EPA Supply Chain GHG Emission Factors by NAICS-6';

export const FACTOR_SETS: readonly FactorSetSource[] = [
  {
    outputFolder: 'useeio-1.3',
    file: 'epa-supply-chain-factors/SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv',
    version: '1.3.0',
    doi: '10.23719/1531143',
    dollarYear: 2022,
    gwp: 'IPCC AR5',
    ghgDataYear: 2022,
    useeioRepairs: {},
  },
  {
    outputFolder: 'useeio-1.2',
    file: 'epa-supply-chain-factors/SupplyChainGHGEmissionFactors_v1.2_NAICS_CO2e_USD2021.csv',
    version: '1.2',
    doi: '10.23719/1528686',
    dollarYear: 2021,
    gwp: 'IPCC AR4',
    ghgDataYear: 2019,
    useeioRepairs: {
      // 236210: the 12 digits survive intact; v1.3 lists the same two codes.
      '233,230,230,301': '233230,230301',
      // 335220: the number lost digits past 15; the surviving prefix 335221335222335 matches the four
      // BEA 2012 household appliance codes that USEEIO 2017 later merged into 335220.
      '335,221,335,222,335,000,000,000': '335221,335222,335224,335228',
    },
  },
];
