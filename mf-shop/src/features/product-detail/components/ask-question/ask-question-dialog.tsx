import { useState, type FormEvent } from 'react';
import { Button, Field, Link, Stack, Text, Textarea } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { formatCount, messageMaxLength, questionTexts } from '@xchange/contract/core';
import { replyFormSchema, validate } from '@xchange/contract/forms';
import { useCrossLink } from '@xchange/remote-kit';
import { useAskQuestion } from './use-ask-question';

export interface AskQuestionDialogProps {
  product: { id: number; productname: string };
  open: boolean;
  onClose: () => void;
}

/** The question box (with its length counter) and, once sent, where the answer will arrive. */
export function AskQuestionDialog({ product, open, onClose }: AskQuestionDialogProps) {
  const ask = useAskQuestion();
  const inbox = useCrossLink('/msg');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    onClose();
    if (ask.isSuccess) {
      ask.reset();
      setText('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(replyFormSchema, { messagetext: text });
    if (!parsed.success) {
      setError(parsed.errors[0]);
      return;
    }
    setError(undefined);
    // a refusal (e.g. the listing left the shop) shows as the client's notice; the text stays for another try
    ask.mutate({ productId: product.id, messagetext: parsed.output.messagetext });
  };

  if (ask.isSuccess) {
    return (
      <Modal open={open} onClose={close} title="Question sent" closeButton footer={<Button onClick={close}>Close</Button>}>
        <Stack gap={3} role="status">
          <Text fontWeight="semibold">{questionTexts.asked}</Text>
          <Text>{questionTexts.askedDetail}</Text>
          <Link {...inbox} color="brand.fg" fontWeight="semibold" textDecoration="underline" alignSelf="start">
            Go to your messages
          </Link>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      onClose={close}
      busy={ask.isPending}
      title="Ask the seller a question"
      description={`About "${product.productname}". Only the seller reads it; the answer arrives in your messages.`}
      closeButton
      form={{ onSubmit: submit, 'aria-label': 'Ask the seller a question' }}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={ask.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={ask.isPending} loadingText="Sending">
            Send question
          </Button>
        </>
      }
    >
      <Field.Root invalid={Boolean(error)} mt={4}>
        <Field.Label>Your question</Field.Label>
        <Textarea
          value={text}
          maxLength={messageMaxLength}
          rows={5}
          placeholder="e.g. Is it calibrated, and which accessories come with it?"
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(undefined);
          }}
        />
        <Field.HelperText>{`${formatCount(text.length)}/${formatCount(messageMaxLength)} characters`}</Field.HelperText>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Modal>
  );
}
