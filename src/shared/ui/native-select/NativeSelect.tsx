import type { ComponentProps } from 'react';
import styles from './NativeSelect.module.css';

/**
 * The one native `<select>` of the portal (language switch, the wizard's step list on
 * phones): keyboard and screen-reader friendly everywhere, the phone's own picker, no
 * script of antd's; drawn like antd's inputs. `className` adds layout (width, flex).
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={className ? `${styles.select} ${className}` : styles.select} />;
}
