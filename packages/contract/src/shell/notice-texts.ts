/** docs/product.md §8 success notices, verbatim (some texts are reused where docs/product.md §8 shows them reused). */
export const successTexts = {
  passwordUpdated: 'Password is updated',
  myAccountUpdated: 'My account is updated',
  updated: 'Updated Successfully',
  messageSent: 'Message Sent Successfully',
  orderPlaced: 'Order placed successfully.',
  productDeleted: 'Product is deleted.',
  productAdded: 'Product is added',
  productUpdated: 'Product is updated',
  primaryPhotoUploaded: 'Primary photo uploaded.',
  secondaryPhotoUploaded: 'Secondary photo uploaded.',
  watchlistAdded: 'Watchlist added',
  watchlistRemoved: 'Watchlist removed.',
  addedToWatchlist: 'Added to Watchlist',
  removedFromWatchlist: 'Removed from Watchlist',
  profileUpdated: 'Profile updated',
  signedUp: 'Signup successfully.',
  promotionAdded: 'New Promotion Added Successfully',
  brandAdded: 'New Promotion Added Successfully',
  brandEdited: 'Edit Promotion Added Successfully',
  promotionEdited: 'Promotion Edited Successfully',
  promotionDeleted: 'Promotion is deleted.',
  advertisementAdded: 'Advertisement added successfully',
  advertisementUpdated: 'Advertisement updated successfully',
  advertisementDeleted: 'Advertisement is deleted.',
  brandDeleted: 'Brands is deleted.',
  categoryAdded: 'New Category Added Successfully',
  categoryUpdated: 'Category Updated Successfully',
  categoryDeleted: 'Category is deleted.',
} as const;

/** docs/product.md §8 info and error notices. */
export const infoTexts = {
  loginFirstForWatchlist: 'Please login first to add watchlist',
  noSellers: 'No Sellers are available at the moment',
  unknownError: 'An unknown error occurred',
  unexpectedAdvertResponse: 'Unexpected response format',
} as const;

/** docs/product.md §8 empty states, verbatim per screen. */
export const emptyTexts = {
  cart: 'No items found in cart',
  orderSummary: 'No Items Found in Cart',
  records: 'No Record Found',
  orders: 'No Orders',
  payments: 'No Payments',
  sellerOrders: 'No orders found',
  sellerPayments: 'No Payment found',
  sellerProducts: 'No products',
  featured: 'No Products',
  shop: 'No Products available',
} as const;

/** docs/product.md §8 delete confirmations. */
export const confirmTexts = {
  deleteProduct: 'Are you sure you want to delete this product?',
  deletePromotion: 'Are you sure you want to delete this promotion?',
  deleteAdvertisement: 'Are you sure you want to delete this advertise?',
} as const;
