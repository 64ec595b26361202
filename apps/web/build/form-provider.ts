import type { Plugin } from 'vite';

/** antd's form context, which every Input, Tooltip, Menu and Drawer imports (through ContextIsolator). */
const ANTD_FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * antd's form context needs only rc-form's FormProvider, but takes it from rc-form's index, whose
 * module-level `RefForm.Field = Field` lines count as side effects: every screen with a tooltip got the
 * whole of rc-form and its validator (~12 kB gzipped) before a form was ever shown. This points that one
 * import at the module the index re-exports FormProvider from, so it is the same object; forms still
 * import the index and get the rest. The build fails if the module is no longer there.
 */
export function formProviderOnly(): Plugin {
  return {
    name: 'fsp-form-provider-only',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return null;
      const resolved = await this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
      if (!resolved) this.error('@rc-component/form/es/FormContext.js is not there any more: update build/form-provider.ts');
      return resolved;
    },
  };
}
