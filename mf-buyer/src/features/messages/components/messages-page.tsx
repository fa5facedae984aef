import { MessagesScreen, PageIntro } from '@xchange/remote-kit';

export function MessagesPage() {
  return (
    <PageIntro
      title="Messages"
      metaTitle="Buyer Messages"
      description="Your conversations with sellers: one per order, and questions about listings before ordering."
      intro="Your conversations with sellers, one per order and one per listing asked about before ordering: pick a conversation to read the thread and reply."
    >
      <MessagesScreen viewer="buyer" />
    </PageIntro>
  );
}
