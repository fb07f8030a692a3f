import type { InputHTMLAttributes } from 'react';

export type FilesInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'multiple' | 'value' | 'onChange'
> & {
  /** The files just chosen. The input is emptied at once, so the same file can be chosen again. */
  onPick: (files: File[]) => void;
};

/** A native file input for several files that hands over each choice and then empties itself. */
export function FilesInput({ onPick, ...props }: FilesInputProps) {
  return (
    <input
      {...props}
      type="file"
      multiple
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = '';
        onPick(files);
      }}
    />
  );
}
