import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { freePort } from './free-port.ts';

export const SUFFIX = 'dc=zhiwen,dc=test';
export const ADMIN_DN = `cn=admin,${SUFFIX}`;
const ADMIN_PASSWORD = 'admin-secret';
export const READER_DN = `cn=reader,ou=services,${SUFFIX}`;
export const READER_PASSWORD = 'reader-secret';

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';

/**
 * A real OpenLDAP server (Debian's slapd) on free loopback ports, with a generated configuration
 * and certificate and the entries given: plain LDAP (StartTLS offered) and LDAPS. OpenLDAP's
 * password policy overlay is on, so an account can be locked as a directory locks it.
 */
export async function startSlapd(entries: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'slapd-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', file('key.pem'), '-out', file('cert.pem')],
    { stdio: 'pipe' },
  );
  if (openssl.status !== 0) throw new Error(`openssl failed: ${openssl.stderr}`);
  writeFileSync(file('slapd.conf'), configuration(dir));
  writeFileSync(file('seed.ldif'), `${BASE_ENTRIES}\n${entries}`);
  const added = spawnSync(SLAPADD, ['-f', file('slapd.conf'), '-l', file('seed.ldif')], { stdio: 'pipe' });
  if (added.status !== 0) throw new Error(`slapadd failed: ${added.stderr}`);

  const [port, securePort] = [await freePort(), await freePort()];
  let server: ChildProcess | undefined;
  const start = async () => {
    // `-d 0`: in the foreground, so that the test owns the process and its end.
    server = spawn(SLAPD, ['-f', file('slapd.conf'), '-h', `ldap://127.0.0.1:${port}/ ldaps://127.0.0.1:${securePort}/`, '-d', '0'], { stdio: 'ignore' });
    await untilListening(port, server);
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };
  await start();

  /** A change made as the directory's administrator (its rootdn). */
  const modify = async (dn: string, operation: 'add' | 'delete' | 'replace', type: string, values: string[]) => {
    const client = new Client({ url: `ldap://127.0.0.1:${port}` });
    try {
      await client.bind(ADMIN_DN, ADMIN_PASSWORD);
      await client.modify(dn, new Change({ operation, modification: new Attribute({ type, values }) }));
    } finally {
      await client.unbind();
    }
  };

  return {
    url: `ldap://127.0.0.1:${port}`,
    secureUrl: `ldaps://127.0.0.1:${securePort}`,
    caFile: file('cert.pem'),
    modify,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function configuration(dir: string) {
  return `include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
include /etc/ldap/schema/nis.schema
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload ppolicy
pidfile ${dir}/slapd.pid
TLSCertificateFile ${dir}/cert.pem
TLSCertificateKeyFile ${dir}/key.pem
database mdb
maxsize 10485760
suffix "${SUFFIX}"
rootdn "${ADMIN_DN}"
rootpw ${ADMIN_PASSWORD}
directory ${dir}
overlay ppolicy
ppolicy_default "cn=default,ou=policies,${SUFFIX}"
ppolicy_use_lockout
access to attrs=userPassword by self =xw by anonymous auth by * none
access to * by users read by * none
`;
}

const BASE_ENTRIES = `dn: ${SUFFIX}
objectClass: dcObject
objectClass: organization
o: Zhiwen
dc: zhiwen

dn: ou=services,${SUFFIX}
objectClass: organizationalUnit
ou: services

dn: ${READER_DN}
objectClass: person
cn: reader
sn: reader
userPassword: ${READER_PASSWORD}

dn: ou=policies,${SUFFIX}
objectClass: organizationalUnit
ou: policies

dn: cn=default,ou=policies,${SUFFIX}
objectClass: device
objectClass: pwdPolicy
cn: default
pwdAttribute: userPassword
pwdLockout: TRUE
pwdMaxFailure: 50
pwdLockoutDuration: 0
`;

/**
 * Waits for slapd to accept connections: up to 30 s, as a start on a machine busy with the whole
 * suite took over 5 s; a slapd that exited says so at once.
 */
async function untilListening(port: number, server: ChildProcess) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`slapd exited (${server.exitCode}) before listening on ${port}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`slapd did not listen on ${port}`);
}
