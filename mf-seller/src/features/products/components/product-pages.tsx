import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { successTexts } from '@xchange/contract/core';
import type { Product, ProductForm } from '@xchange/contract';
import { Box, Button } from '@xchange/ui';
import { PageIntro, QueryStatus, useNotify } from '@xchange/remote-kit';
import { useProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import { useUpdateProduct } from '../api/update-product';
import { useUploadCertificate } from '../api/upload-certificate';
import type { CertificateState } from '../hooks/use-certificate';
import { useProductMedia } from '../hooks/use-product-media';
import { ProductFormView } from './product-form';
import { ExportListings } from './export-listings';
import { ProductTable } from './product-table';
import { ProductTabs } from './product-tabs';
import { PublishGate } from './publish-gate';

function AddProductLink() {
  return (
    <Box>
      <Button asChild colorPalette="brand">
        <RouterLink to="/addproduct">Add A Product</RouterLink>
      </Button>
      <Button asChild variant="outline" ms={3}>
        <RouterLink to="/importlistings">Import listings</RouterLink>
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
      <ExportListings />
      <ProductTable variant="recent" />
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
      <ExportListings />
      <ProductTable variant="all" />
    </PageIntro>
  );
}

function NewProductForm() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number>();
  const media = useProductMedia();
  const save = useSaveProduct(setProgress);
  const onSave = (form: ProductForm, certificate: CertificateState) => {
    setProgress(0);
    save.mutate(
      // docs/product.md §5: an empty discount means the price; it is sent empty and the listing sells at its price
      { form, ...media.newFiles(), certificate: certificate.picked },
      {
        onSuccess: () => {
          notify({ type: 'success', title: successTexts.productAdded });
          navigate('/products');
        },
        onSettled: () => setProgress(undefined),
      },
    );
  };
  return <ProductFormView media={media} saving={save.isPending} progress={progress} onSave={onSave} />;
}

export function AddProductPage() {
  return (
    <PageIntro
      title="Add Product"
      description="List a new piece of equipment with photos, video, category, manufacturer and price."
      intro="List a new piece of equipment: photos and video, name, description, category, manufacturer, price and tags."
    >
      <PublishGate>
        <NewProductForm />
      </PublishGate>
    </PageIntro>
  );
}

function EditForm({ product }: { product: Product }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const media = useProductMedia(product);
  const update = useUpdateProduct();
  const upload = useUploadCertificate();
  const onSave = (form: ProductForm, certificate: CertificateState) =>
    update.mutate(
      { ...form, id: product.id, ...media.keptFiles(), calibrationCertificate: certificate.keptUrl() },
      {
        onSuccess: async () => {
          // a new certificate goes once the listing is saved as calibrated (docs/product.md §2.9)
          if (certificate.picked && form.calibrated) {
            try {
              await upload.mutateAsync({ productid: product.id, file: certificate.picked });
            } catch {
              return; // the API client has shown why; the listing itself is saved
            }
          }
          notify({ type: 'success', title: successTexts.productUpdated });
          navigate('/products');
        },
      },
    );
  return <ProductFormView product={product} media={media} saving={update.isPending || upload.isPending} onSave={onSave} />;
}

export function EditProductPage() {
  const { id = '' } = useParams();
  // GET product/:id answers the listing's own seller with its auto amounts, SKU and whether it is shown
  const product = useProduct(Number(id));
  const data = product.data;
  return (
    <PageIntro
      title="Edit Product"
      metaTitle={`Edit Product ${id}`}
      description={`Update the photos, details and price of your listing ${id}.`}
      intro="Update the photos, video, details and price of this listing. New photos and videos are uploaded as soon as you pick them."
    >
      <ProductTabs />
      {data ? <EditForm key={data.id} product={data} /> : <QueryStatus query={product} what="this product" />}
    </PageIntro>
  );
}
