import { relative, resolve } from 'node:path';
import { SfProject } from '@salesforce/core';
import { SALESFORCE_API_VERSION } from '@cloud-snippets/contract/project-layout';

/** The SFDX project a pull writes into: where it is, where components go and at which API version. */
export interface ProjectLayout {
  root: string;
  /** Relative to the root: the default package directory's `main/default` (`force-app/main/default`). */
  packageFolder: string;
  /** `sourceApiVersion` of sfdx-project.json, or the site's when the project names none. */
  apiVersion: string;
  /** Whether the API version is the site's because the project names none. */
  isApiVersionDefault: boolean;
}

/**
 * The SFDX project `dir` is in (sfdx-project.json there or above), read with Salesforce's own library, or null outside
 * one. `packageDir` (a pull's --output-dir) replaces the default package directory, unless it is the root.
 */
export async function findProject(dir: string, packageDir?: string): Promise<ProjectLayout | null> {
  let root: string;
  try {
    root = await SfProject.resolveProjectPath(dir);
  } catch {
    return null;
  }
  const project = await SfProject.resolve(root);
  const contents = project.getSfProjectJson().getContents();
  const isOwnDir = packageDir !== undefined && resolve(packageDir) !== resolve(root);
  const packagePath = isOwnDir ? relative(root, packageDir) : project.getDefaultPackage().path;
  const apiVersion = typeof contents.sourceApiVersion === 'string' ? contents.sourceApiVersion : undefined;
  return {
    root,
    packageFolder: `${packagePath.replace(/\\/g, '/').replace(/\/+$/, '')}/main/default`,
    apiVersion: apiVersion ?? SALESFORCE_API_VERSION,
    isApiVersionDefault: !apiVersion,
  };
}
