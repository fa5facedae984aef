import { Alert } from '@xchange/ui';

/** A confirmation after a successful submit, announced to screen readers. */
export function FormSuccess({ text }: { text: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}
