import { MessagesScreen, PageIntro } from '@xchange/remote-kit';

export function MessagesPage() {
  return (
    <PageIntro
      title="Messages"
      metaTitle="Buyer Messages"
      description="Your conversations with sellers, one per order."
      intro="Your conversations with sellers, one per order: pick a conversation to read the thread and reply."
    >
      <MessagesScreen viewer="buyer" />
    </PageIntro>
  );
}
