import * as v from 'valibot';
import { validate } from '../common/validate';
import {
  askQuestionSchema,
  closeNotificationQuerySchema,
  messagePreview,
  messageStreamEventSchema,
  newMessageSchema,
  replyFormSchema,
} from './message';
import { hasUnread } from './message-rules';
import { questionAbout, questionTexts } from './question-texts';

describe('messages', () => {
  it("requires the message text ('Required.')", () => {
    expect(validate(replyFormSchema, { messagetext: '   ' })).toMatchObject({ errors: ['Required.'] });
    expect(validate(replyFormSchema, {})).toMatchObject({ errors: ['Required.'] });
    expect(validate(replyFormSchema, { messagetext: 'Is it calibrated?' }).success).toBe(true);
  });
  it('sends new messages flagged notify by default', () => {
    const m = v.parse(newMessageSchema, { orderid: 1, buyerId: 2, sellerId: 3, messagetext: 'Hi', usertype: 'buyer' });
    expect(m.notify).toBe(true);
  });
  it("shows a red dot only for the other party's unread messages", () => {
    const thread = { messageContentObject: [{ usertype: 'buyer' as const, messagetext: 'a', messagedate: '', notify: true }] };
    expect(hasUnread(thread, 'seller')).toBe(true);
    expect(hasUnread(thread, 'buyer')).toBe(false);
  });
  it('reads the close-notification query', () => {
    expect(v.parse(closeNotificationQuerySchema, { id: '9', status: 'false' })).toEqual({ id: 9, status: false });
  });
  it('previews long messages on one line', () => {
    expect(messagePreview('a\n\nb')).toBe('a b');
    expect(messagePreview('x'.repeat(100), 10)).toHaveLength(10);
  });
  it('parses stream events', () => {
    expect(v.is(messageStreamEventSchema, { type: 'unread', unread: true })).toBe(true);
    expect(v.is(messageStreamEventSchema, { type: 'other' })).toBe(false);
  });
  it('addresses a message to an order or to a thread, exactly one of them', () => {
    const base = { buyerId: 2, sellerId: 3, messagetext: 'Hi', usertype: 'buyer' };
    expect(validate(newMessageSchema, { ...base, threadid: 9 }).success).toBe(true);
    expect(validate(newMessageSchema, { ...base, orderid: 1 }).success).toBe(true);
    expect(validate(newMessageSchema, base)).toMatchObject({ errors: [questionTexts.oneTarget] });
    expect(validate(newMessageSchema, { ...base, orderid: 1, threadid: 9 })).toMatchObject({ errors: [questionTexts.oneTarget] });
    expect(v.parse(closeNotificationQuerySchema, { thread: '9', status: 'false' })).toEqual({ thread: 9, status: false });
    expect(v.is(closeNotificationQuerySchema, { status: 'false' })).toBe(false);
  });
  it('reads a question about a listing like a message', () => {
    expect(v.parse(askQuestionSchema, { productId: '17', messagetext: '  Probes included?  ' })).toEqual({
      productId: 17,
      messagetext: 'Probes included?',
    });
    expect(validate(askQuestionSchema, { productId: 17, messagetext: ' ' })).toMatchObject({ errors: ['Required.'] });
    expect(validate(askQuestionSchema, { productId: 17, messagetext: 'x'.repeat(2001) }).success).toBe(false);
    expect(questionAbout('Fluke 87V')).toBe('Question about Fluke 87V');
  });
});
