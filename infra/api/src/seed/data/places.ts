export interface PlaceSeed {
  address: string;
  latitude: number;
  longitude: number;
}

/** Listing locations: mostly US hubs of industry and research, some world ones. */
export const places: PlaceSeed[] = [
  { address: 'Santa Clara, CA, USA', latitude: 37.3541, longitude: -121.9552 },
  { address: 'San Diego, CA, USA', latitude: 32.7157, longitude: -117.1611 },
  { address: 'Austin, TX, USA', latitude: 30.2672, longitude: -97.7431 },
  { address: 'Houston, TX, USA', latitude: 29.7604, longitude: -95.3698 },
  { address: 'Boston, MA, USA', latitude: 42.3601, longitude: -71.0589 },
  { address: 'Cambridge, MA, USA', latitude: 42.3736, longitude: -71.1097 },
  { address: 'Chicago, IL, USA', latitude: 41.8781, longitude: -87.6298 },
  { address: 'Seattle, WA, USA', latitude: 47.6062, longitude: -122.3321 },
  { address: 'Denver, CO, USA', latitude: 39.7392, longitude: -104.9903 },
  { address: 'Raleigh, NC, USA', latitude: 35.7796, longitude: -78.6382 },
  { address: 'Phoenix, AZ, USA', latitude: 33.4484, longitude: -112.074 },
  { address: 'Atlanta, GA, USA', latitude: 33.749, longitude: -84.388 },
  { address: 'Minneapolis, MN, USA', latitude: 44.9778, longitude: -93.265 },
  { address: 'Pittsburgh, PA, USA', latitude: 40.4406, longitude: -79.9959 },
  { address: 'Columbus, OH, USA', latitude: 39.9612, longitude: -82.9988 },
  { address: 'Salt Lake City, UT, USA', latitude: 40.7608, longitude: -111.891 },
  { address: 'Baltimore, MD, USA', latitude: 39.2904, longitude: -76.6122 },
  { address: 'Detroit, MI, USA', latitude: 42.3314, longitude: -83.0458 },
  { address: 'Portland, OR, USA', latitude: 45.5152, longitude: -122.6784 },
  { address: 'Huntsville, AL, USA', latitude: 34.7304, longitude: -86.5861 },
  { address: 'Albuquerque, NM, USA', latitude: 35.0844, longitude: -106.6504 },
  { address: 'Princeton, NJ, USA', latitude: 40.3573, longitude: -74.6672 },
  { address: 'Toronto, ON, Canada', latitude: 43.6532, longitude: -79.3832 },
  { address: 'Munich, Germany', latitude: 48.1351, longitude: 11.582 },
  { address: 'Cambridge, United Kingdom', latitude: 52.2053, longitude: 0.1218 },
  { address: 'Eindhoven, Netherlands', latitude: 51.4416, longitude: 5.4697 },
  { address: 'Basel, Switzerland', latitude: 47.5596, longitude: 7.5886 },
  { address: 'Lyon, France', latitude: 45.764, longitude: 4.8357 },
  { address: 'Singapore', latitude: 1.3521, longitude: 103.8198 },
  { address: 'Tokyo, Japan', latitude: 35.6762, longitude: 139.6503 },
  { address: 'Seoul, South Korea', latitude: 37.5665, longitude: 126.978 },
  { address: 'Bengaluru, India', latitude: 12.9716, longitude: 77.5946 },
  { address: 'Sydney, Australia', latitude: -33.8688, longitude: 151.2093 },
  { address: 'Mexico City, Mexico', latitude: 19.4326, longitude: -99.1332 },
];
