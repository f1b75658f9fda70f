/**
 * A browser-side module and what it imports, compiled to one minified classic script for a page
 * to carry inline: a page's inline scripts run before anything it fetches, and the build lists
 * each one's hash in the Content-Security-Policy (inlineScriptHashes.ts).
 */
import { build } from 'vite';

/** `source` (a path from the working folder, or an absolute one) as one inline script's text. */
export async function buildInlineScript(source: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: source, formats: ['iife'], name: 'inlineScript' },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const code = output && 'output' in output ? output.output[0].code.trim() : undefined;
  if (!code) throw new Error(`Building ${source} gave no script.`);
  // The page's HTML parser would end the inline script at this sequence.
  if (code.includes('</script')) throw new Error(`${source} must not contain </script`);
  return code;
}
