import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../jobs/mail-jobs.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Mail } from '../../lib/mailer.ts';
import { brand, renderMail, type MailSite } from '../../lib/mail-templates/layout.ts';
import { loadParties, type Party } from './question-repo.ts';

const nameOf = (p: Party | undefined, fallback: string) => [p?.firstname, p?.lastname].filter(Boolean).join(' ') || fallback;

export interface QuestionMailInput {
  /** Who reads the mail: the seller for a buyer's message, the buyer for the seller's answer. */
  reader: Party;
  readerRole: 'buyer' | 'seller';
  /** The writer as the reader knows them. */
  writer: string;
  productname: string;
  text: string;
}

/** A message of a question about a listing, mailed to the party who did not write it; the layout escapes every value. */
export function questionMail(m: QuestionMailInput, site: MailSite): Mail {
  const toSeller = m.readerRole === 'seller';
  return renderMail({
    to: m.reader.email,
    subject: toSeller ? `${brand.name}: a question about ${m.productname}` : `${brand.name}: ${m.writer} answered about ${m.productname}`,
    greetingName: m.reader.firstname.trim() || 'there',
    intro: [toSeller ? `${m.writer} asks about your listing "${m.productname}":` : `${m.writer} wrote about "${m.productname}":`, m.text],
    outro: [
      toSeller
        ? 'Answer from Messages in your seller hub; the buyer sees it there at once.'
        : 'Read it and reply from Messages in your buyer account.',
    ],
    site,
  });
}

/** Queues the mail of one question-thread message in the caller's transaction, so it exists exactly when the message does. */
export async function queueQuestionMail(
  tx: Db,
  jobs: JobQueue,
  site: MailSite,
  m: { messageId: number; buyerId: number; sellerId: number; from: 'buyer' | 'seller'; productname: string; text: string },
): Promise<void> {
  const parties = await loadParties(tx, [m.buyerId, m.sellerId]);
  const buyer = parties.get(m.buyerId);
  const seller = parties.get(m.sellerId);
  const reader = m.from === 'buyer' ? seller : buyer;
  if (!reader?.email) return;
  const writer = m.from === 'buyer' ? nameOf(buyer, 'A buyer') : seller?.company || nameOf(seller, 'The seller');
  const mail = questionMail(
    { reader, readerRole: m.from === 'buyer' ? 'seller' : 'buyer', writer, productname: m.productname, text: m.text },
    site,
  );
  await enqueueMail(jobs, mail, { key: `question-message:${m.messageId}`, tx });
}
