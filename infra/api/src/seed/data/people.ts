import type { UserType } from '@xchange/contract';

export interface PersonSeed {
  key: 'admin' | 'seller' | 'seller2' | 'seller3' | 'buyer' | 'buyer2' | 'buyer3';
  role: UserType;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  company: string;
  phone: string;
  address: string;
  continent: string;
  country: string;
  latitude: number;
  longitude: number;
  /** Sellers only: the preferred shipping method buyers see on every order. */
  preferredShipping?: string;
}

const usa = { continent: 'North America', country: 'United States' };

/** Demo logins listed in the README; phone numbers use the fictional 555-01xx range. */
export const people: PersonSeed[] = [
  {
    key: 'admin',
    role: 'admin',
    email: 'admin@demo.test',
    password: 'Admin#2024pass',
    firstname: 'Dana',
    lastname: 'Whitfield',
    company: 'The Xchange Marketplace',
    phone: '+1 212 555 0100',
    address: '350 Fifth Avenue, New York, NY 10118, USA',
    ...usa,
    latitude: 40.7484,
    longitude: -73.9857,
  },
  {
    key: 'seller',
    role: 'seller',
    email: 'seller@demo.test',
    password: 'Seller#2024pass',
    firstname: 'Marcus',
    lastname: 'Chen',
    company: 'Pacific Test Equipment Co.',
    phone: '+1 408 555 0142',
    address: '2350 Mission College Blvd, Santa Clara, CA 95054, USA',
    ...usa,
    latitude: 37.3875,
    longitude: -121.9636,
    preferredShipping:
      'Freight on pallet for rack instruments, FedEx Ground for bench units; ships within 2 business days from Santa Clara.',
  },
  {
    key: 'seller2',
    role: 'seller',
    email: 'seller2@demo.test',
    password: 'Seller#2024pass',
    firstname: 'Elena',
    lastname: 'Rossi',
    company: 'Midwest Lab Exchange LLC',
    phone: '+1 312 555 0187',
    address: '1201 W Washington Blvd, Chicago, IL 60607, USA',
    ...usa,
    latitude: 41.8832,
    longitude: -87.6571,
    preferredShipping: 'UPS Ground with signature, double-boxed; local pickup in Chicago by appointment.',
  },
  {
    key: 'seller3',
    role: 'seller',
    email: 'seller3@demo.test',
    password: 'Seller#2024pass',
    firstname: 'Rajesh',
    lastname: 'Patel',
    company: 'Gulf Coast Instruments Inc.',
    phone: '+1 713 555 0119',
    address: '8950 Westpark Dr, Houston, TX 77063, USA',
    ...usa,
    latitude: 29.7233,
    longitude: -95.5264,
    preferredShipping: 'LTL freight on crated pallet for heavy items, FedEx 2Day for calibration standards.',
  },
  {
    key: 'buyer',
    role: 'buyer',
    email: 'buyer@demo.test',
    password: 'Buyer#2024pass',
    firstname: 'Sarah',
    lastname: 'Mitchell',
    company: 'Northfield Materials Lab',
    phone: '+1 617 555 0163',
    address: '75 Sidney St, Cambridge, MA 02139, USA',
    ...usa,
    latitude: 42.3625,
    longitude: -71.0997,
  },
  {
    key: 'buyer2',
    role: 'buyer',
    email: 'buyer2@demo.test',
    password: 'Buyer#2024pass',
    firstname: 'James',
    lastname: "O'Connor",
    company: 'Cascade Biotech',
    phone: '+1 206 555 0128',
    address: '1616 Eastlake Ave E, Seattle, WA 98102, USA',
    ...usa,
    latitude: 47.6349,
    longitude: -122.3263,
  },
  {
    key: 'buyer3',
    role: 'buyer',
    email: 'buyer3@demo.test',
    password: 'Buyer#2024pass',
    firstname: 'Aiko',
    lastname: 'Tanaka',
    company: 'Rocky Mountain Calibration Services',
    phone: '+1 303 555 0174',
    address: '4800 Baseline Rd, Boulder, CO 80303, USA',
    ...usa,
    latitude: 39.9995,
    longitude: -105.2363,
  },
];
