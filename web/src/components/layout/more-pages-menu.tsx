import { Dropdown, type MenuProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { MorePagesButton } from './more-pages-button';

interface MorePagesMenuProps {
  items: NonNullable<MenuProps['items']>;
  selectedKeys: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The top bar's "More pages" menu, in a chunk of its own (antd's Dropdown and Menu): priority-nav
 * loads it on the first click of the stand-in button, and it mounts open in that button's place,
 * taking the focus over from it.
 */
export default function MorePagesMenu({ items, selectedKeys, open, onOpenChange }: MorePagesMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(open);
  useLayoutEffect(() => {
    if (openedOnMount.current) trigger.current?.focus();
  }, []);
  return (
    <Dropdown trigger={['click']} open={open} onOpenChange={onOpenChange} menu={{ items, selectedKeys }}>
      <MorePagesButton ref={trigger} />
    </Dropdown>
  );
}
