export { OrderMessageModal } from './components/order-message-modal';
