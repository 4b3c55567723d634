/**
 * The job examples in deploy/jobs parse as YAML and say what the README and
 * the CLI expect: an Indexed Job whose completions match DATOS_PRUEBA_SHARDS,
 * an embedded schema the CLI accepts with a fixed seed and refDate, and an
 * Argo fan-out whose --shard covers every part, followed by verify.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { bulkFromJson } from '../src/api/checked.js';

const folder = join(import.meta.dirname, '..', 'deploy', 'jobs');

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML, walked by the expectations below, which fail on any other shape
function documents(file: string): Record<string, any>[] {
  const parsed = parseAllDocuments(readFileSync(join(folder, file), 'utf8'));
  for (const doc of parsed) expect(doc.errors).toEqual([]);
  return parsed.map((doc) => doc.toJS());
}

describe('deploy/jobs', () => {
  const k8s = documents('k8s-indexed-job.yaml');
  const byKind = (kind: string) => k8s.find((d) => d.kind === kind)!;

  it('the Indexed Job runs the CLI with the part count Kubernetes does not pass', () => {
    expect(k8s.map((d) => d.kind)).toEqual(['ConfigMap', 'PersistentVolumeClaim', 'Job']);
    const job = byKind('Job');
    expect(job.spec).toMatchObject({ completionMode: 'Indexed', completions: 64 });
    const container = job.spec.template.spec.containers[0];
    expect(container.command).toEqual(['node', 'dist/cli.mjs']);
    expect(container.args.slice(0, 4)).toEqual(['bulk', '/schema/personas.json', '--out', '/data/personas/']);
    expect(container.env).toContainEqual({
      name: 'DATOS_PRUEBA_SHARDS',
      value: String(job.spec.completions),
    });
    const mounts = container.volumeMounts.map((m: { name: string }) => m.name).sort();
    expect(mounts).toEqual(job.spec.template.spec.volumes.map((v: { name: string }) => v.name).sort());
    expect(job.spec.template.spec.volumes[1].persistentVolumeClaim.claimName).toBe(
      byKind('PersistentVolumeClaim').metadata.name,
    );
  });

  it('its schema is a bulk body the CLI accepts, with the seed and refDate a job folder needs', () => {
    const body = JSON.parse(byKind('ConfigMap').data['personas.json']);
    expect(body).toMatchObject({ seed: expect.any(String), refDate: expect.any(String), format: 'parquet' });
    expect(bulkFromJson(body, { maxCount: Number.MAX_SAFE_INTEGER, workBudget: Infinity }).count).toBe(
      body.count,
    );
  });

  it('the Argo Workflow fans out one step per part, --shard K/N from 1, then verifies', () => {
    const [workflow] = documents('argo-workflow.yaml');
    expect(workflow!.kind).toBe('Workflow');
    const main = workflow!.spec.templates.find((t: { name: string }) => t.name === 'main');
    const [[fanOut], [verify]] = main.steps;
    expect(fanOut.withSequence.count).toBe('{{workflow.parameters.parts}}');
    expect(workflow!.spec.arguments.parameters).toContainEqual({ name: 'parts', value: '64' });
    const part = workflow!.spec.templates.find((t: { name: string }) => t.name === 'part');
    const args: string[] = part.container.args;
    expect(args[args.indexOf('--shard') + 1]).toBe(
      '{{=asInt(inputs.parameters.index) + 1}}/{{workflow.parameters.parts}}',
    );
    const check = workflow!.spec.templates.find((t: { name: string }) => t.name === verify.template);
    expect(check.container.args).toContain('verify');
  });
});
