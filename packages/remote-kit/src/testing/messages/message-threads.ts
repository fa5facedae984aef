import type { MessageThread } from '@xchange/contract';

/** Two threads of buyer 7, newest first: one with an unread seller reply, one read with two products. */
export const buyerThreads = (): MessageThread[] => [
  {
    threadid: 141,
    kind: 'order',
    orderid: 41,
    orderData: {
      ordernumber: 'XO-1041',
      buyerAccountData: { id: 7, firstname: 'Ada', lastname: 'Lovelace' },
      sellerAccountData: { id: 3, firstname: 'Sam', lastname: 'Allen', company: 'Allen Instruments' },
      product: [{ productname: 'Keysight DSOX3034A Oscilloscope', price: 8200 }],
    },
    messageContentObject: [
      { id: 1, usertype: 'buyer', messagetext: 'Is it calibrated?', messagedate: '2026-11-20T10:00:00.000Z', notify: true },
      { id: 2, usertype: 'seller', messagetext: 'Yes, last month.', messagedate: '2026-11-20T11:30:00.000Z', notify: true },
    ],
  },
  {
    threadid: 142,
    kind: 'order',
    orderid: 42,
    orderData: {
      ordernumber: 'XO-1042',
      buyerAccountData: { id: 7, firstname: 'Ada', lastname: 'Lovelace' },
      sellerAccountData: { id: 4, firstname: 'Sue', lastname: 'Baker' },
      product: [
        { productname: 'Rigol DP832 Power Supply', price: 390 },
        { productname: 'Fluke 87V Multimeter', price: 15120.5 },
      ],
    },
    messageContentObject: [
      {
        id: 3,
        usertype: 'seller',
        messagetext: 'Shipped today.\nTracking follows by mail.',
        messagedate: '2026-11-19T09:00:00.000Z',
        notify: false,
      },
    ],
  },
];

/** Buyer 7's question about a listing of seller 4 before any order, with the seller's unread answer. */
export const questionThread = (): MessageThread => ({
  threadid: 150,
  kind: 'question',
  orderid: null,
  listing: { id: 88, productname: 'Tektronix MDO3104 Oscilloscope' },
  orderData: {
    buyerAccountData: { id: 7, firstname: 'Ada', lastname: 'Lovelace' },
    sellerAccountData: { id: 4, firstname: 'Sue', lastname: 'Baker', company: 'Baker Labs' },
    product: [],
  },
  messageContentObject: [
    { id: 60, usertype: 'buyer', messagetext: 'Are the probes included?', messagedate: '2026-11-21T09:00:00.000Z', notify: false },
    { id: 61, usertype: 'seller', messagetext: 'Yes, all four.', messagedate: '2026-11-21T10:00:00.000Z', notify: true },
  ],
});
