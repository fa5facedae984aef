export const brands: string[] = [
  'Keysight', 'Tektronix', 'Rohde & Schwarz', 'Fluke', 'Thermo Fisher', 'Agilent', 'Anritsu', 'Yokogawa',
  'Rigaku', 'Eppendorf', 'Beckman Coulter', 'Shimadzu', 'Mettler Toledo', 'Hitachi', 'National Instruments',
  'Keithley', 'Teledyne LeCroy', 'Rigol', 'Bruker', 'Malvern Panalytical', 'Waters', 'PerkinElmer', 'Zeiss',
  'Olympus', 'Sartorius',
];

/** The preset tag suggestions of docs/product.md §9 plus the tags the seeded listings use. */
export const tagVocabulary: string[] = [
  'Hitachi', 'PMI', 'Buyer', 'Seller', 'Calibrated', 'NIST Traceable', 'Warranty', 'Low Hours', 'With Accessories',
  'Ships Worldwide', 'Benchtop', 'Handheld', 'Electronics', 'RF', 'Microwave', 'Field Service', 'Automation',
  'Life Science', 'Molecular Biology', 'Laboratory', 'Weighing', 'Imaging', 'Analytical', 'HPLC', 'Spectroscopy',
  'Materials',
];
