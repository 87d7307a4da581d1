import { CloseOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { SelectProps } from 'antd';
import type { KeyboardEvent, MouseEvent } from 'react';

type ChipProps = Parameters<NonNullable<SelectProps['tagRender']>>[0];

const keepInside = (e: MouseEvent | KeyboardEvent) => {
  if (!('key' in e) || e.key !== 'Tab') e.stopPropagation();
};

/**
 * A chosen interest in the multiple select, whose remove control is a named button in the tab
 * order ("Remove TPACK", Enter or Space) rather than the select's own aria-hidden cross. Its
 * keys and presses stay with it: the select would open its list on Enter and Space, and take the
 * last interest away on Backspace.
 */
export function InterestChip({ label, closable, onClose }: ChipProps) {
  const name = typeof label === 'string' ? label : '';
  return (
    <Tag
      className="interest-chip"
      style={{ marginInlineEnd: 4 }}
      onMouseDown={(e) => {
        // Pressing on a chip does not open the select's list.
        e.preventDefault();
        e.stopPropagation();
      }}
      closable={closable}
      closeIcon={
        <span
          role="button"
          tabIndex={0}
          aria-label={`Remove ${name}`}
          onKeyDown={keepInside}
          onMouseDown={keepInside}
        >
          <CloseOutlined aria-hidden />
        </span>
      }
      onClose={(e) => {
        e.preventDefault();
        onClose(e);
      }}
    >
      {label}
    </Tag>
  );
}
