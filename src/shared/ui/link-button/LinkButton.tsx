import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A link inside the portal that looks like a button: a real link (it can be opened in a new
 * tab, and is announced as a link), followed by the router on a plain click.
 */
export function LinkButton({ to, type, children }: { to: string; type?: ButtonProps['type']; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button type={type} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
