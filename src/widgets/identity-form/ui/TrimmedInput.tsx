import { Input, type InputProps } from 'antd';

/**
 * An input that trims its value when the user leaves it (001 §5 "inputs are trimmed"),
 * so spaces inside a name stay while typing and the stored value has none at the ends.
 */
export function TrimmedInput({ onBlur, onChange, ...props }: Omit<InputProps, 'onChange'> & { onChange?: (value: string) => void }) {
  return (
    <Input
      {...props}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const trimmed = event.target.value.trim();
        if (trimmed !== event.target.value) onChange?.(trimmed);
        onBlur?.(event);
      }}
    />
  );
}
