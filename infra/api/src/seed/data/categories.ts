export type Drawing =
  'scope' | 'analyzer' | 'handheld' | 'bench' | 'centrifuge' | 'stack' | 'balance' | 'microscope' | 'cabinet' | 'chassis';

export interface CategorySeed {
  name: string;
  documenttype: string;
  /** singular noun appended to a listing name when it fits in 40 characters */
  noun: string;
  colour: string;
  drawing: Drawing;
  tags: string[];
}

export const categories: CategorySeed[] = [
  {
    name: 'Oscilloscopes',
    documenttype: 'Test & Measurement',
    noun: 'Oscilloscope',
    colour: '#1f6f8b',
    drawing: 'scope',
    tags: ['Benchtop', 'Electronics'],
  },
  {
    name: 'Spectrum Analyzers',
    documenttype: 'Test & Measurement',
    noun: 'Spectrum Analyzer',
    colour: '#2d4a8a',
    drawing: 'analyzer',
    tags: ['RF', 'Benchtop'],
  },
  {
    name: 'Signal Generators',
    documenttype: 'Test & Measurement',
    noun: 'Signal Generator',
    colour: '#5b3f8c',
    drawing: 'bench',
    tags: ['RF', 'Electronics'],
  },
  {
    name: 'Network Analyzers',
    documenttype: 'Test & Measurement',
    noun: 'Network Analyzer',
    colour: '#23606e',
    drawing: 'analyzer',
    tags: ['RF', 'Microwave'],
  },
  {
    name: 'Cable & Antenna Analyzers',
    documenttype: 'Test & Measurement',
    noun: 'Analyzer',
    colour: '#366b3a',
    drawing: 'handheld',
    tags: ['RF', 'Handheld', 'Field Service'],
  },
  {
    name: 'Multimeters',
    documenttype: 'Test & Measurement',
    noun: 'Multimeter',
    colour: '#b8860b',
    drawing: 'handheld',
    tags: ['Electronics', 'Handheld'],
  },
  {
    name: 'Power Supplies',
    documenttype: 'Test & Measurement',
    noun: 'Power Supply',
    colour: '#a0522d',
    drawing: 'bench',
    tags: ['Electronics', 'Benchtop'],
  },
  {
    name: 'Data Acquisition',
    documenttype: 'Test & Measurement',
    noun: 'DAQ System',
    colour: '#4a5a6a',
    drawing: 'chassis',
    tags: ['Automation', 'Electronics'],
  },
  {
    name: 'Centrifuges',
    documenttype: 'Laboratory',
    noun: 'Centrifuge',
    colour: '#2e7d6b',
    drawing: 'centrifuge',
    tags: ['Life Science', 'Laboratory'],
  },
  {
    name: 'Thermal Cyclers',
    documenttype: 'Laboratory',
    noun: 'PCR System',
    colour: '#8c3f5d',
    drawing: 'bench',
    tags: ['Life Science', 'Molecular Biology'],
  },
  {
    name: 'Balances & Scales',
    documenttype: 'Laboratory',
    noun: 'Balance',
    colour: '#5d6d2e',
    drawing: 'balance',
    tags: ['Laboratory', 'Weighing'],
  },
  {
    name: 'Microscopes',
    documenttype: 'Laboratory',
    noun: 'Microscope',
    colour: '#3c5f8f',
    drawing: 'microscope',
    tags: ['Imaging', 'Laboratory'],
  },
  { name: 'Chromatography', documenttype: 'Analytical', noun: 'System', colour: '#7a4b2a', drawing: 'stack', tags: ['Analytical', 'HPLC'] },
  {
    name: 'Spectrometers',
    documenttype: 'Analytical',
    noun: 'Spectrometer',
    colour: '#6a2f7a',
    drawing: 'bench',
    tags: ['Analytical', 'Spectroscopy'],
  },
  {
    name: 'X-ray Diffraction',
    documenttype: 'Analytical',
    noun: 'Diffractometer',
    colour: '#4b4b7a',
    drawing: 'cabinet',
    tags: ['Analytical', 'Materials'],
  },
];
