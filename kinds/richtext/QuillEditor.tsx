/**
 * Quill 2 mounted through a ref (react-quill does not support React 19). The instance is created
 * once; the value flows in without moving the cursor (only when it differs from the editor's own
 * HTML) and out as `root.innerHTML` (an empty editor is ''). This module is loaded lazily, so
 * Quill stays out of the login bundle.
 */
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import './quill.css';
import { useEffect, useRef } from 'react';
import { normaliseRichText } from '../host/ui/text';

export interface ToolbarLabels {
  readonly header: string;
  readonly bold: string;
  readonly italic: string;
  readonly underline: string;
  readonly ordered: string;
  readonly bullet: string;
  readonly link: string;
  readonly clean: string;
  /** Header picker entries: 'Normale' and 'Titolo {n}' (the level filled in). */
  readonly normal: string;
  readonly heading: (level: number) => string;
  /** Link tooltip texts. */
  readonly visit: string;
  readonly enterLink: string;
  readonly edit: string;
  readonly remove: string;
  readonly save: string;
}

export interface QuillEditorProps {
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onBlur: () => void;
  readonly disabled: boolean;
  readonly invalid: boolean;
  /** Id of the visible label element (the editor is `aria-labelledby` it). */
  readonly labelId: string;
  readonly describedBy?: string;
  readonly toolbarLabels: ToolbarLabels;
}

const TOOLBAR = [
  [{ header: [2, 3, 4, false] }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  ['clean'],
];

/** Gives the toolbar controls accessible names (Quill's snow toolbar has none). */
function labelToolbar(wrapper: HTMLElement, labels: ToolbarLabels): void {
  const name = (selector: string, label: string) => {
    wrapper.querySelectorAll<HTMLElement>(selector).forEach((element) => {
      element.setAttribute('aria-label', label);
      element.setAttribute('title', label);
    });
  };
  name('button.ql-bold', labels.bold);
  name('button.ql-italic', labels.italic);
  name('button.ql-underline', labels.underline);
  name('button.ql-list[value="ordered"]', labels.ordered);
  name('button.ql-list[value="bullet"]', labels.bullet);
  name('button.ql-link', labels.link);
  name('button.ql-clean', labels.clean);
  name('.ql-header .ql-picker-label', labels.header);
  wrapper.querySelectorAll<HTMLElement>('.ql-header .ql-picker-options').forEach((element) => {
    element.setAttribute('aria-label', labels.header);
  });
  // Picker and tooltip texts come from CSS `content`; quill.css reads them from these attributes.
  const headingText = (value: string | null) => (value ? labels.heading(Number(value)) : labels.normal);
  wrapper.querySelectorAll<HTMLElement>('.ql-header .ql-picker-item').forEach((item) => {
    item.setAttribute('data-label', headingText(item.getAttribute('data-value')));
  });
  wrapper.querySelectorAll<HTMLElement>('.ql-header .ql-picker-label').forEach((label) => {
    label.setAttribute('data-label', headingText(label.getAttribute('data-value')));
  });
  wrapper.querySelectorAll<HTMLElement>('.ql-tooltip').forEach((tooltip) => {
    tooltip.setAttribute('data-visit', labels.visit);
    tooltip.setAttribute('data-enter-link', labels.enterLink);
    tooltip.setAttribute('data-edit', labels.edit);
    tooltip.setAttribute('data-remove', labels.remove);
    tooltip.setAttribute('data-save', labels.save);
    tooltip.querySelector('input[data-link]')?.setAttribute('data-link', 'https://');
  });
}

/** Sets the editor's content from HTML without firing a change and keeping the selection. */
function setHtml(quill: Quill, html: string): void {
  const selection = quill.hasFocus() ? quill.getSelection() : null;
  quill.setContents(quill.clipboard.convert({ html }), 'silent');
  if (selection) {
    const length = quill.getLength();
    quill.setSelection(Math.min(selection.index, length - 1), 0, 'silent');
  }
}

export default function QuillEditor(props: QuillEditorProps) {
  const { value, onChange, onBlur, disabled, invalid, labelId, describedBy, toolbarLabels } = props;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const latest = useRef({ onChange, onBlur, value });

  useEffect(() => {
    latest.current = { onChange, onBlur, value };
  }, [onChange, onBlur, value]);

  // Create the instance once; StrictMode's second mount starts from a clean wrapper.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const host = document.createElement('div');
    wrapper.appendChild(host);
    const quill = new Quill(host, { theme: 'snow', modules: { toolbar: TOOLBAR } });
    quillRef.current = quill;
    setHtml(quill, latest.current.value);
    quill.on('text-change', () => {
      const html = normaliseRichText(quill.root.innerHTML);
      if (html !== normaliseRichText(latest.current.value)) latest.current.onChange(html);
    });
    quill.on('selection-change', (range) => {
      if (range === null) latest.current.onBlur();
    });
    return () => {
      quillRef.current = null;
      wrapper.innerHTML = '';
    };
  }, []);

  // Accessible names and state of the editable area and toolbar.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    const quill = quillRef.current;
    if (!wrapper || !quill) return;
    labelToolbar(wrapper, toolbarLabels);
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }, [toolbarLabels, labelId, describedBy, invalid]);

  useEffect(() => {
    quillRef.current?.enable(!disabled);
  }, [disabled]);

  // Value in: only when it differs from what the editor holds (typing does not come back here).
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    if (normaliseRichText(quill.root.innerHTML) !== normaliseRichText(value)) setHtml(quill, value);
  }, [value]);

  return (
    <div
      ref={wrapperRef}
      className="field-quill"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      style={{ background: 'var(--mantine-color-body)' }}
    />
  );
}
