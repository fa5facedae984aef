export { DetailsDialog, type DetailsDialogProps } from './details-dialog';
export { DetailList, type DetailRow } from './detail-list';
