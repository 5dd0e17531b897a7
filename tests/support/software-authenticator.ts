import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

/*
 * A passkey in software, for the server tests: what a browser and its authenticator answer to
 * the site's registration and sign-in options (WebAuthn's JSON forms), signed with a real P-256
 * key (ES256), attestation "none". Each answer can be bent (another origin, no user
 * verification) to see the server refuse it.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const

type Bend = { origin?: string; userVerified?: boolean; type?: string }

export function softwareAuthenticator(rpId: string, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  const userHandles = new Map<string, string>()
  let counter = 0

  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  )

  const clientData = (type: string, challenge: string, bend: Bend) =>
    Buffer.from(
      JSON.stringify({ type: bend.type ?? type, challenge, origin: bend.origin ?? origin, crossOrigin: false }),
    )

  const flags = (bend: Bend, extra = 0) =>
    FLAGS.userPresent | (bend.userVerified === false ? 0 : FLAGS.userVerified) | extra

  const counterBytes = () => {
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32BE(counter)
    return bytes
  }

  return {
    credentialId: b64url(credentialId),

    /** navigator.credentials.create()'s answer to registration options. */
    register(options: { challenge: string; user: { id: string } }, bend: Bend = {}) {
      userHandles.set(b64url(credentialId), options.user.id)
      const length = Buffer.alloc(2)
      length.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(bend, FLAGS.attestedData)]),
        counterBytes(),
        Buffer.alloc(16), // AAGUID: none
        length,
        credentialId,
        coseKey,
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, bend)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },

    /** navigator.credentials.get()'s answer to sign-in options. */
    signIn(options: { challenge: string }, bend: Bend & { credentialId?: string } = {}) {
      counter += 1
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags(bend)]), counterBytes()])
      const clientDataJSON = clientData('webauthn.get', options.challenge, bend)
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey)
      const id = bend.credentialId ?? b64url(credentialId)
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: userHandles.get(id),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
