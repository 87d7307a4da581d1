import { Button, Popconfirm, type ButtonProps } from 'antd';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question, e.g. "Remove your connection with Ada Lovelace?" */
  question: string;
  /** What happens, so the person knows what they agree to. */
  consequence: string;
  confirmText: string;
  onConfirm(): void;
}

/**
 * A button for something that cannot be undone from here: it asks first, in a small dialog that
 * names the consequence, and acts only on "yes". Cancel (or Escape) leaves everything as it was.
 */
export function ConfirmButton({
  question,
  consequence,
  confirmText,
  onConfirm,
  ...button
}: ConfirmButtonProps) {
  return (
    <Popconfirm
      title={question}
      description={consequence}
      okText={confirmText}
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button {...button} />
    </Popconfirm>
  );
}
