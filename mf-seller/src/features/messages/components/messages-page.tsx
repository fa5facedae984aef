import { MessagesScreen, PageIntro } from '@xchange/remote-kit';

export function MessagesPage() {
  return (
    <PageIntro
      title="Messages"
      metaTitle="Seller Messages"
      description="Your conversations with buyers, one per order."
      intro="Your conversations with buyers, one per order: open a conversation to read it and reply."
    >
      <MessagesScreen viewer="seller" />
    </PageIntro>
  );
}
