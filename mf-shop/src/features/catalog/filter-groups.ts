/** The shop's filter groups (SPEC §2.4) and what each narrows the catalog by. */
export const filterGroups = [
  { title: 'Brand', hint: 'Equipment from one manufacturer.' },
  { title: 'Category', hint: 'One type of instrument.' },
  { title: 'Condition', hint: 'New, used, ex-demonstration or refurbished.' },
  { title: 'Seller', hint: 'Listings of one seller.' },
  { title: 'Price', hint: 'A price range in US dollars.' },
  { title: 'Location', hint: 'Where the equipment is located.' },
] as const;
