import { MessagesScreen, PageIntro } from '@xchange/remote-kit';

export function MessagesPage() {
  return (
    <PageIntro
      title="Messages"
      metaTitle="Seller Messages"
      description="Your conversations with buyers: one per order, and questions about listings before ordering."
      intro="Your conversations with buyers, one per order and one per listing asked about before ordering: open a conversation to read it and reply."
    >
      <MessagesScreen viewer="seller" />
    </PageIntro>
  );
}
