import { MenuOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';

/** The top bar's "More pages" button: the menu's trigger, and its stand-in until the menu loads. */
export function MorePagesButton({ ref, ...props }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button ref={ref} type="text" icon={<MenuOutlined aria-hidden />} aria-label="More pages" {...props} />
  );
}
