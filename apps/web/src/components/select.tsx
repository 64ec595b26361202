import { Select as AntdSelect, type RefSelectProps, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useCallback, useContext, useEffect, useRef, useState, type Ref, type RefAttributes } from 'react';
import { useSelectAllowClear } from './use-select-allow-clear';

/**
 * A single Select's list closes the moment an option is chosen. rc-select closes it a task later (useOpen's
 * macroTask), and a Tab pressed before then (typed right after Enter, or on a busy page) reached the list still
 * open, which chose the option again and kept the focus on the Select. So its `open` is held here, unless the caller
 * holds it, or the Select takes several values (their list stays open on a choice).
 */
function useOpenClosedOnChoice<ValueType, OptionType extends BaseOptionType | DefaultOptionType>(props: SelectProps<ValueType, OptionType>) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const formDisabled = useContext(DisabledContext);
  // rc-select tells nothing when being disabled closes it: it would open again, unasked, once enabled.
  if (open && (props.disabled ?? formDisabled)) setOpen(false);
  if (props.open !== undefined || props.mode !== undefined) return {};
  const change = (next: boolean) => {
    setOpen(next);
    props.onOpenChange?.(next);
  };
  return {
    open,
    onOpenChange: change,
    onSelect: (...args: Parameters<NonNullable<SelectProps<ValueType, OptionType>['onSelect']>>) => {
      if (open) change(false);
      props.onSelect?.(...args);
    },
  };
}

/**
 * Tab in a Select of several values leaves its choices as they are and moves on: rc-select takes a Tab while the list is
 * open for choosing the highlighted option (so Enter checked a status and the Tab after it unchecked it) and keeps the
 * focus. Stopped on the Select's root before it reaches rc-select's handler (a listener of its own: rc-select does not
 * pass React's capture handlers on), the Tab does what the browser does, and the list closes as the Select loses focus.
 */
function tabLeavesChoices(event: KeyboardEvent) {
  if (event.key === 'Tab' && event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') event.stopPropagation();
}

function useTabLeavesChoices(several: boolean, ref: Ref<RefSelectProps> | undefined) {
  const select = useRef<RefSelectProps | null>(null);
  useEffect(() => {
    const root = select.current?.nativeElement;
    if (!several || !root) return;
    root.addEventListener('keydown', tabLeavesChoices, true);
    return () => root.removeEventListener('keydown', tabLeavesChoices, true);
  }, [several]);
  return useCallback(
    (value: RefSelectProps | null) => {
      select.current = value;
      if (typeof ref === 'function') ref(value);
      else if (ref) ref.current = value;
    },
    [ref],
  );
}

/** antd's Select with its clear button named in the reader's language; the only way the app imports Select (eslint.config.js). */
function TranslatedSelect<ValueType = unknown, OptionType extends BaseOptionType | DefaultOptionType = DefaultOptionType>(
  props: SelectProps<ValueType, OptionType> & RefAttributes<RefSelectProps>,
) {
  const allowClear = useSelectAllowClear(props.allowClear);
  const openProps = useOpenClosedOnChoice(props);
  const ref = useTabLeavesChoices(props.mode === 'multiple' || props.mode === 'tags', props.ref);
  return <AntdSelect<ValueType, OptionType> {...props} {...openProps} ref={ref} allowClear={allowClear} />;
}

export const Select: typeof AntdSelect = Object.assign(TranslatedSelect, {
  Option: AntdSelect.Option,
  OptGroup: AntdSelect.OptGroup,
  SECRET_COMBOBOX_MODE_DO_NOT_USE: AntdSelect.SECRET_COMBOBOX_MODE_DO_NOT_USE,
  _InternalPanelDoNotUseOrYouWillBeFired: AntdSelect._InternalPanelDoNotUseOrYouWillBeFired,
});
