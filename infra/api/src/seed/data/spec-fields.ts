import type { SpecKind } from '@xchange/contract';

/** A seeded field: name, kind, unit (number fields), choices (list fields), filterable. */
export type SpecFieldSeed = readonly [name: string, kind: SpecKind, unit: string, choices: readonly string[], filterable: boolean];

const num = (name: string, unit = '', filterable = true): SpecFieldSeed => [name, 'number', unit, [], filterable];
const choice = (name: string, choices: string[], filterable = true): SpecFieldSeed => [name, 'choice', '', choices, filterable];
const yesNo = (name: string, filterable = true): SpecFieldSeed => [name, 'boolean', '', [], filterable];
const text = (name: string): SpecFieldSeed => [name, 'text', '', [], false];

/** docs/product.md §2.9: what buyers of each seeded category decide on, in display order. */
export const specFieldSeeds: Record<string, SpecFieldSeed[]> = {
  Oscilloscopes: [
    num('Bandwidth', 'MHz'),
    num('Channels'),
    num('Sample rate', 'GS/s'),
    num('Memory depth', 'Mpts'),
    yesNo('Mixed signal (digital channels)'),
    text('Options fitted'),
  ],
  'Spectrum Analyzers': [
    num('Frequency range', 'GHz'),
    num('Analysis bandwidth', 'MHz'),
    choice('Form factor', ['Benchtop', 'Handheld']),
    yesNo('Tracking generator'),
    text('Options fitted'),
  ],
  'Signal Generators': [
    num('Maximum frequency', 'GHz'),
    num('Output channels'),
    choice('Type', ['Analog RF', 'Vector', 'Function / arbitrary']),
    text('Options fitted'),
  ],
  'Network Analyzers': [num('Maximum frequency', 'GHz'), num('Ports'), num('Dynamic range', 'dB'), text('Options fitted')],
  'Cable & Antenna Analyzers': [num('Maximum frequency', 'GHz'), yesNo('Spectrum analyzer built in'), yesNo('Battery included', false)],
  Multimeters: [num('Digits'), choice('Form factor', ['Handheld', 'Bench']), yesNo('True RMS'), text('Safety rating')],
  'Power Supplies': [num('Outputs'), num('Maximum power', 'W'), num('Maximum voltage', 'V'), yesNo('Programmable')],
  'Data Acquisition': [
    num('Channels'),
    num('Maximum sample rate', 'MS/s'),
    choice('Form factor', ['USB', 'PXI', 'Benchtop', 'Modular chassis']),
    num('Slots', '', false),
  ],
  Centrifuges: [
    num('Maximum speed', 'rpm'),
    num('Capacity', 'mL'),
    yesNo('Refrigerated'),
    choice('Format', ['Benchtop', 'Floor', 'Micro']),
  ],
  'Thermal Cyclers': [num('Wells'), yesNo('Real-time (qPCR)'), yesNo('Gradient'), num('Detection channels', '', false)],
  'Balances & Scales': [
    num('Capacity', 'g'),
    num('Readability', 'mg'),
    yesNo('Internal calibration'),
    choice('Class', ['Analytical', 'Semi-micro', 'Precision']),
  ],
  Microscopes: [
    choice('Type', ['Upright', 'Inverted', 'Scanning electron (SEM)']),
    num('Maximum magnification', '×'),
    yesNo('Fluorescence'),
    yesNo('Motorised stage'),
  ],
  Chromatography: [
    choice('Technique', ['HPLC', 'UHPLC', 'GC', 'Ion chromatography']),
    num('Maximum pressure', 'bar'),
    yesNo('Autosampler'),
    text('Detector'),
  ],
  Spectrometers: [
    choice('Technique', ['FTIR', 'UV-Vis', 'ICP-MS', 'ICP-OES', 'Fluorescence']),
    text('Sampling accessory'),
    yesNo('Software licence included'),
  ],
  'X-ray Diffraction': [
    num('Tube power', 'kW'),
    choice('Format', ['Benchtop', 'Floor-standing']),
    choice('Technique', ['XRD', 'WDXRF']),
    text('Detector'),
  ],
};

type Value = number | string | boolean | null;

/** Each model's values in its category's field order (null: does not apply), as its maker specifies it. */
export const modelSpecValues: Record<string, Value[]> = {
  // Oscilloscopes: bandwidth, channels, sample rate, memory, mixed signal, options
  DSOX3034A: [350, 4, 4, 4, false, 'DSOX3PWR power analysis'],
  MSOX4154A: [1500, 4, 5, 4, true, 'DSOX4SENSOR serial decode'],
  DSOS404A: [4000, 4, 20, 100, false, 'D9010JITA jitter analysis'],
  MDO34: [500, 4, 2.5, 10, false, 'Spectrum view to 3 GHz'],
  MSO54: [2000, 4, 6.25, 62.5, true, '5-SRAUTO automotive decode'],
  TBS2104B: [100, 4, 2, 0.02, false, null],
  RTB2004: [300, 4, 2.5, 10, false, 'RTB-K1 I2C/SPI decode'],
  RTO2044: [4000, 4, 20, 50, true, 'RTO-B1 mixed signal'],
  'WaveSurfer 4104HD': [1000, 4, 5, 12.5, false, null],
  DLM5058: [500, 8, 2.5, 250, true, '/M2 memory upgrade'],
  MSO8204: [2000, 4, 10, 500, true, null],
  // Spectrum analyzers: frequency range, analysis bandwidth, form factor, tracking generator, options
  FSW26: [26.5, 160, 'Benchtop', false, 'FSW-B160, FSW-K70'],
  FPC1500: [3, 10, 'Benchtop', true, 'FPC-K42 vector network analysis'],
  N9020B: [26.5, 160, 'Benchtop', false, 'N9020B-B1X, N9068EM0E'],
  N9322C: [7, 10, 'Benchtop', true, 'TG7 tracking generator'],
  MS2720T: [20, 20, 'Handheld', false, 'Option 431 coverage mapping'],
  MS2090A: [26.5, 100, 'Handheld', false, 'Option 888 IQ capture'],
  RSA5126B: [26.5, 165, 'Benchtop', false, 'B40 bandwidth'],
  RSA5065: [6.5, 40, 'Benchtop', true, 'RSA5000-TG'],
  // Signal generators: maximum frequency, outputs, type, options
  N5183B: [20, 1, 'Analog RF', 'UNT AM/FM/phase modulation'],
  E8257D: [67, 1, 'Analog RF', 'UNX low phase noise'],
  '33622A': [0.12, 2, 'Function / arbitrary', null],
  SMB100A: [6, 1, 'Analog RF', 'SMB-B106 frequency option'],
  SMW200A: [20, 2, 'Vector', 'SMW-B10 baseband generator'],
  AFG31252: [0.25, 2, 'Function / arbitrary', null],
  MG3692C: [20, 1, 'Analog RF', 'Option 2A step attenuator'],
  DG4162: [0.16, 2, 'Function / arbitrary', null],
  // Network analyzers: maximum frequency, ports, dynamic range, options
  E5071C: [8.5, 4, 123, 'TDR enhanced time domain'],
  N5227B: [67, 4, 110, '420 configurable test set'],
  E5063A: [4.5, 2, 117, null],
  ZNB20: [20, 4, 140, 'ZNB-K2 time domain'],
  ZNLE6: [6, 2, 120, null],
  MS46522B: [20, 2, 110, null],
  // Cable and antenna analyzers: maximum frequency, spectrum analyzer, battery
  S331L: [4, false, true],
  MS2038C: [20, true, true],
  N9917A: [18, true, true],
  // Multimeters: digits, form factor, true RMS, safety rating
  '87V': [4.5, 'Handheld', true, 'CAT IV 600 V, CAT III 1000 V'],
  '289': [4.5, 'Handheld', true, 'CAT IV 600 V, CAT III 1000 V'],
  '117': [3.5, 'Handheld', true, 'CAT III 600 V'],
  '8846A': [6.5, 'Bench', true, 'CAT II 600 V'],
  '34465A': [6.5, 'Bench', true, 'CAT II 300 V'],
  '34470A': [7.5, 'Bench', true, 'CAT II 300 V'],
  DMM6500: [6.5, 'Bench', true, 'CAT II 300 V'],
  DMM4050: [6.5, 'Bench', true, 'CAT II 600 V'],
  // Power supplies: outputs, maximum power, maximum voltage, programmable
  E36313A: [3, 160, 25, true],
  N6705C: [4, 600, 60, true],
  '2450': [1, 20, 200, true],
  '2230-30-1': [3, 375, 30, true],
  NGP804: [4, 800, 32, true],
  DP832: [3, 195, 30, true],
  'PXIe-4139': [1, 20, 60, true],
  // Data acquisition: channels, maximum sample rate, form factor, slots
  'cDAQ-9178': [null, null, 'Modular chassis', 8],
  'PXIe-1082': [null, null, 'PXI', 8],
  'USB-6363': [32, 2, 'USB', null],
  'PXIe-5162': [4, 5000, 'PXI', null],
  DAQ970A: [120, null, 'Benchtop', 3],
  DL950: [32, 200, 'Benchtop', 8],
  GP20: [100, null, 'Benchtop', null],
  '2638A': [67, null, 'Benchtop', null],
  DAQ6510: [80, 1, 'Benchtop', 2],
  // Centrifuges: maximum speed, capacity, refrigerated, format
  '5810R': [4000, 3000, true, 'Benchtop'],
  '5424R': [15000, 48, true, 'Micro'],
  '5702': [4400, 400, false, 'Benchtop'],
  'Optima XPN-100': [100000, 940, true, 'Floor'],
  'Avanti J-15R': [10200, 4000, true, 'Benchtop'],
  'Allegra X-15R': [10200, 3000, true, 'Benchtop'],
  'Sorvall ST 16R': [15200, 1600, true, 'Benchtop'],
  'Sorvall LYNX 6000': [22000, 6000, true, 'Floor'],
  'himac CR22N': [22000, 6000, true, 'Floor'],
  // Thermal cyclers: wells, real-time, gradient, detection channels
  'Mastercycler X50s': [96, false, true, null],
  'QuantStudio 5': [96, true, true, 5],
  AriaMx: [96, true, false, 6],
  // Balances: capacity, readability, internal calibration, class
  XPR205: [220, 0.01, true, 'Semi-micro'],
  XSR204: [220, 0.1, true, 'Analytical'],
  MS304TS: [320, 0.1, true, 'Analytical'],
  ME204E: [220, 0.1, true, 'Analytical'],
  'Cubis II MCA225S': [220, 0.01, true, 'Semi-micro'],
  'Quintix 224-1S': [220, 0.1, true, 'Analytical'],
  'Secura 225D-1S': [220, 0.01, true, 'Semi-micro'],
  AUW220D: [220, 0.01, true, 'Semi-micro'],
  // Microscopes: type, maximum magnification, fluorescence, motorised stage
  'Axio Imager.Z2': ['Upright', 1000, true, true],
  'Axio Observer 7': ['Inverted', 1000, true, true],
  'Primostar 3': ['Upright', 1000, false, false],
  BX53: ['Upright', 1000, true, false],
  IX73: ['Inverted', 1000, true, false],
  CX23: ['Upright', 1000, false, false],
  SU3800: ['Scanning electron (SEM)', 300000, false, true],
  'TM4000Plus II': ['Scanning electron (SEM)', 100000, false, true],
  'Phenom XL G2': ['Scanning electron (SEM)', 200000, false, true],
  // Chromatography: technique, maximum pressure, autosampler, detector
  '1260 Infinity II': ['HPLC', 600, true, 'Diode array (DAD)'],
  '8890 GC': ['GC', null, false, 'FID'],
  '7890B GC': ['GC', null, true, 'Dual FID'],
  'ACQUITY UPLC H-Class': ['UHPLC', 1034, true, 'PDA'],
  'Alliance e2695': ['HPLC', 345, true, '2489 UV/Vis'],
  'Nexera X2': ['UHPLC', 1300, true, 'SPD-M30A PDA'],
  'GC-2030': ['GC', null, false, 'FID'],
  'Vanquish Flex': ['UHPLC', 1000, true, 'Diode array (DAD)'],
  'Dionex ICS-6000': ['Ion chromatography', 345, true, 'Conductivity'],
  'Clarus 590 GC': ['GC', null, true, 'FID'],
  // Spectrometers: technique, sampling accessory, software
  'Nicolet iS50': ['FTIR', 'Built-in diamond ATR', true],
  'NanoDrop One': ['UV-Vis', 'Microvolume pedestal', true],
  'iCAP RQ': ['ICP-MS', 'ASX-560 autosampler', true],
  'Cary 60': ['UV-Vis', 'Single-cell holder', true],
  'Cary 630': ['FTIR', 'Diamond ATR', true],
  '5110 ICP-OES': ['ICP-OES', 'SPS 4 autosampler', true],
  'UV-1900i': ['UV-Vis', 'Cell holder', true],
  IRSpirit: ['FTIR', 'QATR-S single reflection ATR', false],
  'Spectrum Two': ['FTIR', 'UATR two-bounce diamond', true],
  'Lambda 365': ['UV-Vis', 'Cuvette holder', true],
  'ALPHA II': ['FTIR', 'Platinum ATR', true],
  'F-7100': ['Fluorescence', 'Four-position cell holder', false],
  // X-ray diffraction: tube power, format, technique, detector
  MiniFlex: [0.6, 'Benchtop', 'XRD', 'D/teX Ultra2'],
  SmartLab: [9, 'Floor-standing', 'XRD', 'HyPix-3000'],
  Supermini200: [0.2, 'Benchtop', 'WDXRF', 'Scintillation and flow counters'],
  'D8 ADVANCE': [2.2, 'Floor-standing', 'XRD', 'LYNXEYE XE-T'],
  'D2 PHASER': [0.3, 'Benchtop', 'XRD', 'LYNXEYE'],
  Aeris: [0.6, 'Benchtop', 'XRD', 'PIXcel1D'],
  Empyrean: [2.2, 'Floor-standing', 'XRD', 'PIXcel3D'],
  'XRD-6100': [2, 'Floor-standing', 'XRD', 'Scintillation counter'],
};
