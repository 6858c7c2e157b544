import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A link inside the portal that looks like a button: a real link (it can be opened in a new
 * tab, and is announced as a link), followed by the router on a plain click.
 */
export function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
