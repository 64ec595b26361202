import { Input } from './input';
import { SearchOutlined } from '@ant-design/icons';

/**
 * A list's search box (with useDebouncedValue): typing applies after the debounce, Enter and the clear icon at once.
 */
export function ListSearchInput({
  text,
  onText,
  onApply,
  placeholder,
  label,
  width,
  testId,
}: {
  text: string;
  onText: (text: string) => void;
  onApply: (text: string) => void;
  placeholder: string;
  label: string;
  width: number;
  testId: string;
}) {
  return (
    <Input
      allowClear
      value={text}
      onChange={(event) => {
        onText(event.target.value);
        if (event.target.value === '') onApply('');
      }}
      onPressEnter={() => onApply(text)}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}
