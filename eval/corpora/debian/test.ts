/**
 * Test questions of the Debian corpus (issue 21), written from the PDFs' text by someone who has not
 * read the engine's code, about facts and sections that the dev questions do not ask about. Never
 * read them question by question while tuning: `npm run eval` reports them only in aggregate.
 * Facts are checked against their pages with `npx tsx eval/check-facts.ts debian`; the near misses
 * are Debian administration questions whose key terms a grep of the corpus's text does not find.
 */
import type { Question } from "../../types";

const G1 = "guia-debian-1-tutoriales.pdf";
const G2 = "guia-debian-2-paquetes.pdf";
const G3 = "guia-debian-3-sistema-y-red.pdf";
const G4 = "guia-debian-4-trucos-del-sistema.pdf";
const G5 = "guia-debian-5-datos-y-programacion.pdf";
const ARCHIVOS = "manual-ordenes-de-archivos.pdf";
const TEXTO = "manual-ordenes-de-texto.pdf";
const ADMIN = "manual-administracion.pdf";

export const TEST: Question[] = [
  // Guide, chapter 1
  {
    q: "¿Qué error devuelve escribir en /dev/full?",
    kind: "table",
    doc: G1,
    pages: [44, 44],
    facts: ["ENOSPC"],
  },
  {
    q: "¿Qué opción de montaje hace que leer un archivo no actualice su atime?",
    kind: "formal",
    doc: G1,
    pages: [40, 40],
    facts: ["noatime"],
  },
  {
    q: "Which ls option shows the status change time of a file?",
    kind: "english",
    doc: G1,
    pages: [40, 40],
    facts: ["ls -lc"],
  },
  {
    q: "oye si un comando sale bien, que numerito me regresa en $?",
    kind: "colloquial",
    doc: G1,
    pages: [58, 58],
    facts: ["cero"],
  },
  {
    q: "como paso mayusculas a minusculas con tr en una tuberia",
    kind: "typos",
    doc: G1,
    pages: [66, 66],
    facts: ["A-Z"],
  },
  { q: "/proc/kcore", kind: "short", doc: G1, pages: [44, 44], facts: ["memoria"] },
  {
    q: "Estoy preparando un equipo nuevo para la oficina de Madrid y quiero que los mensajes y las fechas salgan en español de España; según las recomendaciones de configuración regional, ¿qué valor le pongo a la variable LANG?",
    kind: "long",
    doc: G1,
    pages: [55, 55],
    facts: ["es_ES.UTF-8"],
  },
  {
    q: "¿Qué tecla abre el editor interno en Midnight Commander?",
    kind: "table",
    doc: G1,
    pages: [46, 46],
    facts: ["F4"],
  },

  // Guide, chapter 2
  {
    q: "¿En qué directorio guarda APT los paquetes descargados?",
    kind: "formal",
    doc: G2,
    pages: [27, 27],
    facts: ["/var/cache/apt/archives"],
  },
  {
    q: "¿Qué valor de Pin-Priority instala un paquete aunque implique un downgrade?",
    kind: "table",
    doc: G2,
    pages: [35, 35],
    facts: ["1001"],
  },
  {
    q: "What file extension does the Debian installer use for its reduced binary packages?",
    kind: "english",
    doc: G2,
    pages: [27, 27],
    facts: ["udeb"],
  },
  {
    q: "como comparo dos vesiones de un paquete con dpkg",
    kind: "typos",
    doc: G2,
    pages: [27, 27],
    facts: ["--compare-versions"],
  },
  {
    q: "Tenemos varias máquinas con estable y en una queremos que APT tome por defecto los paquetes de otra distribución cuando instalamos; ¿cómo se asigna la distribución objetivo del repositorio en la configuración de APT?",
    kind: "long",
    doc: G2,
    pages: [35, 35],
    facts: ["APT::Default-Release|Default-Release"],
  },
  {
    q: "un programa de debian anda fallando, con que comando mando el reporte de la falla?",
    kind: "colloquial",
    doc: G2,
    pages: [11, 11],
    facts: ["reportbug"],
  },
  {
    q: "¿Qué archivo de dpkg guarda la información del estado de todos los paquetes?",
    kind: "table",
    doc: G2,
    pages: [28, 28],
    facts: ["/var/lib/dpkg/status"],
  },

  // Guide, chapters 3-8
  { q: "¿Qué puerto usa el servicio seguro imaps?", kind: "table", doc: G3, pages: [18, 18], facts: ["993"] },
  {
    q: "¿Qué puerto se usa hoy para recibir el correo que envían los clientes en lugar del 25?",
    kind: "formal",
    doc: G3,
    pages: [18, 18],
    facts: ["587"],
  },
  {
    q: "Which kernel error level means the system is unusable?",
    kind: "english",
    doc: G3,
    pages: [7, 7],
    facts: ["KERN_EMERG"],
  },
  {
    q: "ya no jala el comando route, cual uso ahora pa ver las rutas?",
    kind: "colloquial",
    doc: G3,
    pages: [27, 27],
    facts: ["ip route"],
  },
  {
    q: "¿Qué rango de direcciones privadas de clase B reserva el rfc1918 para una LAN?",
    kind: "formal",
    doc: G3,
    pages: [25, 25],
    facts: ["172.16"],
  },
  {
    q: "orden para gestionar la vejez de la contrasena de una cuenta",
    kind: "typos",
    doc: G3,
    pages: [14, 14],
    facts: ["chage"],
  },
  { q: "MTU ethernet", kind: "short", doc: G3, pages: [29, 29], facts: ["1500"] },
  {
    q: "Which file holds the SSH server defaults?",
    kind: "english",
    doc: G3,
    pages: [40, 40],
    facts: ["sshd_config"],
  },
  {
    q: "¿Qué cliente SSH libre existe para Windows?",
    kind: "formal",
    doc: G3,
    pages: [40, 40],
    facts: ["putty"],
  },
  { q: "¿Qué RFC define el servicio IMAP4?", kind: "table", doc: G3, pages: [44, 44], facts: ["rfc3501"] },
  {
    q: "quiero escribir en japonés en la compu, qué paquete de ibus le instalo?",
    kind: "colloquial",
    doc: G3,
    pages: [59, 59],
    facts: ["ibus-mozc|ibus-anthy|ibus-skk|ibus-kkc"],
  },
  {
    q: "¿Qué cargador de arranque entiende el sistema de archivos ISO9660 y se usa para arrancar desde CD?",
    kind: "formal",
    doc: G3,
    pages: [2, 2],
    facts: ["Isolinux"],
  },

  // Guide, chapter 9
  {
    q: "¿Qué valor de nice corresponde al proceso de menor prioridad?",
    kind: "table",
    doc: G4,
    pages: [10, 10],
    facts: ["19"],
  },
  {
    q: "Which ps command shows %CPU and %MEM in BSD style?",
    kind: "english",
    doc: G4,
    pages: [10, 10],
    facts: ["ps aux"],
  },
  {
    q: "se me trabó la compu, qué hace la tecla s después de Alt-SysRq?",
    kind: "colloquial",
    doc: G4,
    pages: [16, 16],
    facts: ["sincroniza"],
  },
  {
    q: "¿Qué paquete planifica órdenes periódicas en equipos que no están en funcionamiento ininterrumpido?",
    kind: "formal",
    doc: G4,
    pages: [16, 16],
    facts: ["anacron"],
  },
  { q: "que paquete detecta rootkis", kind: "typos", doc: G4, pages: [22, 22], facts: ["chkrootkit"] },
  {
    q: "¿Qué utilidad recupera archivos borrados en sistemas de archivos ext3/4?",
    kind: "formal",
    doc: G4,
    pages: [34, 34],
    facts: ["extundelete|ext4magic"],
  },
  { q: "wine", kind: "short", doc: G4, pages: [43, 43], facts: ["Windows"] },
  {
    q: "Quiero dejar un archivo de órdenes de mantenimiento que se ejecute cada semana desde la cuenta de superusuario, sin tener que escribir yo la línea en el crontab; ¿en qué directorio lo coloco?",
    kind: "long",
    doc: G4,
    pages: [16, 16],
    facts: ["/etc/cron.weekly"],
  },

  // Guide, chapters 10-12
  {
    q: "¿Qué codificación de fin de línea usan MSDOS y Windows?",
    kind: "table",
    doc: G5,
    pages: [26, 26],
    facts: ["CR-LF"],
  },
  { q: "How do I revoke my GnuPG key?", kind: "english", doc: G5, pages: [14, 14], facts: ["--gen-revoke"] },
  {
    q: "¿Qué entidad predefinida de XML sustituye al signo menor que?",
    kind: "table",
    doc: G5,
    pages: [29, 29],
    facts: ["&lt;"],
  },
  {
    q: "como veo el registo de referencias de git para recuperar commits de una rama borrada",
    kind: "typos",
    doc: G5,
    pages: [21, 21],
    facts: ["git reflog"],
  },
  {
    q: "¿Qué herramienta hace dump y restore de sistemas de archivos XFS?",
    kind: "formal",
    doc: G5,
    pages: [12, 12],
    facts: ["xfsdump"],
  },
  {
    q: "¿Con qué orden compruebo que un archivo de órdenes no use particularidades de bash?",
    kind: "formal",
    doc: G5,
    pages: [40, 40],
    facts: ["checkbashisms"],
  },
  {
    q: "a poco /bin/sh es bash? a qué apunta?",
    kind: "colloquial",
    doc: G5,
    pages: [40, 40],
    facts: ["dash"],
  },
  {
    q: "Hace unos meses compilé e instalé un programa desde el código fuente con configure y make, y ahora quiero quitarlo sin romper nada del sistema; todavía tengo el código original, ¿cómo lo desinstalo?",
    kind: "long",
    doc: G5,
    pages: [55, 55],
    facts: ["make uninstall"],
  },
  { q: "unison", kind: "short", doc: G5, pages: [4, 4], facts: ["dos direcciones"] },
  {
    q: "¿Cuál es el analizador sintáctico LALR de GNU compatible con Yacc?",
    kind: "formal",
    doc: G5,
    pages: [49, 49],
    facts: ["bison"],
  },

  // Manual pages: files
  {
    q: "¿Qué opción de cp evita sobrescribir un archivo existente?",
    kind: "formal",
    doc: ARCHIVOS,
    pages: [5, 5],
    facts: ["no-clobber"],
  },
  {
    q: "quiero que cp me haga ligas en vez de copiar los archivos, cómo le hago?",
    kind: "colloquial",
    doc: ARCHIVOS,
    pages: [5, 6],
    facts: ["symbolic-link|enlaces duros"],
  },
  {
    q: "What does the capital X letter mean in chmod symbolic modes?",
    kind: "english",
    doc: ARCHIVOS,
    pages: [8, 8],
    facts: ["solo si se trata de un directorio"],
  },
  {
    q: "ls mostar los directorios mismos y no su contenido",
    kind: "typos",
    doc: ARCHIVOS,
    pages: [1, 1],
    facts: ["--directory"],
  },
  { q: "cp --parents", kind: "short", doc: ARCHIVOS, pages: [5, 5], facts: ["nombre completo de la ruta"] },

  // Manual pages: text
  {
    q: "¿Cómo hago que grep muestre solo la parte de la línea que coincide con el patrón?",
    kind: "formal",
    doc: TEXTO,
    pages: [2, 2],
    facts: ["only-matching"],
  },
  {
    q: "How can sort compare human readable numbers like 2K or 1G?",
    kind: "english",
    doc: TEXTO,
    pages: [10, 10],
    facts: ["human-numeric-sort"],
  },
  {
    q: "como compruevo si un archivo ya esta ordenado sin ordenarlo",
    kind: "typos",
    doc: TEXTO,
    pages: [10, 10],
    facts: ["--check"],
  },
  {
    q: "con cut cómo le hago pa que no me salgan los renglones que no traen el separador?",
    kind: "colloquial",
    doc: TEXTO,
    pages: [13, 13],
    facts: ["only-delimited"],
  },
  { q: "wc -L", kind: "short", doc: TEXTO, pages: [15, 15], facts: ["max-line-length|ancho"] },

  // Manual pages: administration
  {
    q: "¿Qué opción de fstab evita que un sistema de archivos se monte con mount -a durante el inicio?",
    kind: "formal",
    doc: ADMIN,
    pages: [2, 2],
    facts: ["noauto"],
  },
  {
    q: "logrotate no rotar el registro si esta vacio",
    kind: "typos",
    doc: ADMIN,
    pages: [8, 8],
    facts: ["notifempty"],
  },
  {
    q: "Which logrotate directive truncates the original log in place after copying it?",
    kind: "english",
    doc: ADMIN,
    pages: [10, 10],
    facts: ["copytruncate"],
  },
  {
    q: "oye, cómo le digo a logrotate que se espere una vuelta para comprimir el log anterior?",
    kind: "colloquial",
    doc: ADMIN,
    pages: [11, 11],
    facts: ["delaycompress"],
  },
  {
    q: "En un servidor los registros viejos se van acumulando durante meses y llenan el disco; quiero que logrotate elimine automáticamente los archivos rotados que tengan más de cierta cantidad de días, ¿qué directiva tengo que usar?",
    kind: "long",
    doc: ADMIN,
    pages: [8, 8],
    facts: ["maxage"],
  },
  {
    q: "¿Cómo muestro con date la fecha de la última modificación de un archivo?",
    kind: "formal",
    doc: ADMIN,
    pages: [20, 20],
    facts: ["--reference"],
  },
  { q: "du --apparent-size", kind: "short", doc: ADMIN, pages: [17, 17], facts: ["tamaños aparentes"] },

  // Not answered by the corpus
  { q: "¿Cuánto cuesta el boleto del Metrobús?", kind: "unrelated" },
  { q: "¿Qué día se pone la ofrenda de Día de Muertos?", kind: "unrelated" },
  { q: "receta de chilaquiles verdes", kind: "unrelated" },
  { q: "¿Quién es el goleador histórico de las Chivas?", kind: "unrelated" },
  { q: "¿Cómo tramito mi credencial del INE?", kind: "unrelated" },
  { q: "What is the dollar to peso exchange rate today?", kind: "unrelated" },
  { q: "¿Qué vacunas necesita mi perro?", kind: "unrelated" },
  { q: "¿A qué hora abre el Oxxo de la esquina?", kind: "unrelated" },
  { q: "¿Cómo despliego un clúster de Kubernetes sobre servidores Debian?", kind: "near-miss" },
  { q: "¿Cómo saco un certificado de Let's Encrypt con certbot para el sitio en nginx?", kind: "near-miss" },
  { q: "¿Hasta qué año tiene soporte LTS Debian 12?", kind: "near-miss" },
  { q: "¿Cómo administro varios servidores Debian a la vez con Ansible?", kind: "near-miss" },
  { q: "¿Cómo configuro una VPN con WireGuard entre dos oficinas?", kind: "near-miss" },
  { q: "¿Qué valor de swappiness conviene en un servidor de base de datos?", kind: "near-miss" },
  { q: "¿Cómo configuro cuotas de disco por usuario en /home?", kind: "near-miss" },
  { q: "¿Cómo monitoreo los servidores con Zabbix?", kind: "near-miss" },
  { q: "¿Cómo junto dos tarjetas de red en bonding para tener redundancia?", kind: "near-miss" },
  { q: "How do I configure VLAN tagging on a Debian network interface?", kind: "near-miss" },
];
