import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Textarea } from '@xchange/ui';
import { messageMaxLength } from '@xchange/contract/core';
import { replyFormSchema, validate } from '@xchange/contract/forms';

export interface ReplyFormProps {
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  /** 'required' shows 'Required.' for an empty text (order modal); 'ignore' just does not send it (messages pages). */
  empty: 'required' | 'ignore';
  submitLabel?: string;
  label?: string;
}

/** The reply box ('Type Message') with its send button; clears itself once the message is sent. */
export function ReplyForm({ onSend, sending, empty, submitLabel = 'Reply', label = 'Message' }: ReplyFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(replyFormSchema, { messagetext: text });
    if (!parsed.success) {
      if (empty === 'required' || text.trim() !== '') setError(parsed.errors[0]);
      return;
    }
    setError(undefined);
    try {
      await onSend(parsed.output.messagetext);
      setText('');
    } catch {
      // The client has already shown the error notice; the text stays for another try.
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <HStack align="flex-start" gap={2}>
        <Field.Root invalid={Boolean(error)} flex="1">
          <Field.Label srOnly>{label}</Field.Label>
          <Textarea
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            placeholder="Type Message"
            maxLength={messageMaxLength}
            rows={2}
            autoresize
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={sending} loadingText={submitLabel}>
          {submitLabel}
        </Button>
      </HStack>
    </form>
  );
}
