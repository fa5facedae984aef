import { PageIntro } from '@xchange/remote-kit';
import { CatalogList } from './catalog-list';

export function BrandsPage() {
  return (
    <PageIntro
      title="Brands"
      description="The equipment manufacturers sellers can choose from when they list a product."
      intro="The manufacturers sellers can choose from when they list equipment: search, add, edit or delete them."
    >
      <CatalogList kind="brand" />
    </PageIntro>
  );
}

export function CategoriesPage() {
  return (
    <PageIntro
      title="Categories"
      description="The types of instrument that organise listings in The Xchange Shop."
      intro="The types of instrument that organise the shop's listings: search, add, edit or delete them."
    >
      <CatalogList kind="category" />
    </PageIntro>
  );
}
