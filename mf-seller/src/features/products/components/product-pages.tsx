import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button } from '@xchange/ui';
import { PageIntro } from '@xchange/remote-kit';
import { ProductTabs } from './product-tabs';

function AddProductLink() {
  return (
    <Box>
      <Button asChild colorPalette="brand">
        <RouterLink to="/addproduct">Add A Product</RouterLink>
      </Button>
    </Box>
  );
}

export function RecentProductsPage() {
  return (
    <PageIntro
      title="Recent Products"
      description="Your latest listings, with their price and whether they are featured in the shop."
      intro="Your latest listings: feature them in the shop, edit them or take them down."
    >
      <ProductTabs />
      <AddProductLink />
    </PageIntro>
  );
}

export function AllProductsPage() {
  return (
    <PageIntro
      title="All Products"
      description="Every listing of your store with its type of instrument, manufacturer and price."
      intro="Every listing of your store with its type of instrument, manufacturer and price."
    >
      <ProductTabs />
      <AddProductLink />
    </PageIntro>
  );
}

export function AddProductPage() {
  return (
    <PageIntro
      title="Add Product"
      description="List a new piece of equipment with photos, video, category, manufacturer and price."
      intro="List a new piece of equipment: photos and video, name, description, category, manufacturer, price and tags."
    />
  );
}

export function EditProductPage() {
  const { id = '' } = useParams();
  return (
    <PageIntro
      title="Edit Product"
      metaTitle={`Edit Product ${id}`}
      description={`Update the photos, details and price of your listing ${id}.`}
      intro="Update the photos, video, details and price of this listing."
    >
      <ProductTabs />
    </PageIntro>
  );
}
