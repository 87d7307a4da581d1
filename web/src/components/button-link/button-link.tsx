import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A link to another page of the app that looks like a button: a real `<a href>` (so it can be
 * opened in a new tab and reads as a link), navigating inside the app on a plain click.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
