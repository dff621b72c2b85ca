/**
 * The demo blog: three articles of "Adopciones Responsables" written for
 * people about to adopt, each with the picture drawn for it (blog-seed.ts
 * puts it through the image pipeline) and a couple of readers' comments.
 * Their dates are days before the seed runs, so the blog always looks
 * current, and each was published on a different day.
 */
import type { DemoAnimal } from './animals';

export interface DemoBlogComment {
  /** A demo account's key (signed in when commenting), or a guest's name and e-mail. */
  account?: 'adopter' | 'staff';
  author?: string;
  email?: string;
  website?: string;
  text: string;
  hoursAfterPost: number;
  replies?: DemoBlogComment[];
}

export interface DemoBlogPost {
  slug: string;
  title: string;
  summary: string;
  contentHtml: string;
  categories: string[];
  tags: string[];
  publishedDaysAgo: number;
  imageAlt: string;
  /** The animal drawn in the picture (pictures.ts) and its place, which picks pose and scene. */
  picture: { animal: DemoAnimal; index: number };
  comments: DemoBlogComment[];
}

export const DEMO_BLOG_CATEGORY = 'Adopciones Responsables';

export const DEMO_BLOG_AUTHOR_BIO =
  'Somos el equipo de Huella: voluntarios, educadores caninos y veterinarios que ayudan a refugios y familias a que cada adopción salga bien y para siempre.';

const pictureAnimal = (
  species: 'perro' | 'gato',
  coat: DemoAnimal['look']['coat'],
  ageMonths: number,
  size: DemoAnimal['size'],
): DemoAnimal => ({
  shelter: '',
  name: '',
  kind: species,
  species,
  gender: 'hembra',
  race: 'Mestiza',
  ageMonths,
  size,
  description: '',
  look: { coat, photos: 1 },
});

const homeForDog = `
<p>El día que un perro adoptado cruza por primera vez la puerta de casa es emocionante para todos, pero para él también es un salto al vacío: olores nuevos, ruidos que no conoce, personas a las que todavía no sabe leer. Cuanto mejor preparada esté la casa antes de su llegada, más fácil le resultará entender que ahí está a salvo. Estos son los pasos que recomendamos a las familias que adoptan a través de Huella.</p>
<h2>Antes de que llegue: una casa segura</h2>
<p>Recorre la casa a la altura de un perro, literalmente: agáchate y mira qué queda a su alcance. Cables sueltos, productos de limpieza en armarios bajos, medicamentos en la mesilla, bolsas de basura abiertas o zapatos por el suelo son tentaciones que un perro nervioso puede morder. Guarda lo peligroso en alto o en armarios con cierre y recoge lo que no quieras ver mordisqueado.</p>
<p>Revisa también terrazas, balcones y jardines. Muchos perros recién adoptados intentan escapar en los primeros días, no porque estén a disgusto, sino porque todavía no saben que este es su hogar. Comprueba que las vallas no tengan huecos, que las puertas cierren bien y que nadie deje la puerta de la calle abierta al entrar con la compra. Algunas plantas comunes, como la adelfa, el potus o la dieffenbachia, son tóxicas: infórmate de las que tienes y colócalas fuera de su alcance.</p>
<h2>Lo que necesitas tener preparado</h2>
<ul>
<li><strong>Collar o arnés con chapa identificativa</strong> con tu teléfono, además del microchip a tu nombre. Pide al refugio que te ayude con el cambio de titularidad.</li>
<li><strong>Correa fija</strong> de metro y medio o dos metros. Las extensibles dan poco control en las primeras semanas.</li>
<li><strong>Dos cuencos</strong>, uno para el agua y otro para la comida, y el mismo pienso que tomaba en el refugio para los primeros días.</li>
<li><strong>Una cama</strong> cómoda y lavable, mejor en un rincón tranquilo que en un lugar de paso.</li>
<li><strong>Bolsas para recoger</strong>, algunos juguetes resistentes y premios pequeños y blandos.</li>
</ul>
<h2>Un rincón solo para él</h2>
<p>Elige un lugar de la casa donde pueda retirarse cuando lo necesite: una esquina del salón, un hueco junto a una estantería o una habitación poco transitada. Pon allí su cama, agua y, si lo tolera, una manta que huela al refugio o a su casa de acogida. Ese rincón debe ser un territorio sagrado: nadie lo molesta cuando está allí, tampoco los niños. Saber que tiene un refugio propio reduce muchísimo el estrés.</p>
<p>Si la familia incluye niños, habla con ellos antes de la llegada. Explícales que el perro necesitará tiempo, que no hay que abrazarlo ni perseguirlo y que, cuando se tumba en su cama, quiere descansar. Las primeras interacciones, mejor sentados en el suelo, dejando que sea él quien se acerque.</p>
<h2>El primer día</h2>
<p>Intenta que la llegada sea en un día tranquilo, a ser posible al comienzo de un fin de semana o de unos días libres. Antes de entrar en casa, dad un paseo por el barrio para que haga sus necesidades y empiece a conocer los olores de la zona. Al entrar, déjale explorar con la correa puesta y sin prisa, y enséñale dónde están el agua y su cama.</p>
<p>Evita las visitas de amigos y familiares durante los primeros días, por muchas ganas que tengan de conocerlo. Para él, cada persona nueva es una incógnita más. Habrá tiempo para las presentaciones cuando se sienta seguro.</p>
<h2>Rutinas que dan seguridad</h2>
<p>Los perros se tranquilizan cuando pueden anticipar lo que va a pasar. Desde el primer día, establece horarios estables para las comidas, los paseos y el descanso. No hace falta que sean rígidos al minuto, pero sí que se parezcan de un día a otro. Acordad entre todos los miembros de la familia las normas básicas, como si puede subir al sofá o dónde duerme, y mantenedlas: las normas que cambian según quién esté en casa generan confusión.</p>
<p>Es normal que los primeros días coma poco, duerma mucho o, al contrario, esté inquieto por la noche. También puede haber algún accidente dentro de casa aunque en el refugio hiciera sus necesidades fuera. Ten paciencia, no le riñas y sácalo con frecuencia, premiándolo cuando lo haga en la calle.</p>
<h2>Soledad y primeras salidas</h2>
<p>Aunque te apetezca pasar cada minuto con él, acostúmbralo desde el principio a quedarse solo ratos cortos: sal a tirar la basura, vuelve, sal a comprar el pan. Así aprenderá que siempre vuelves y evitarás problemas de ansiedad cuando retomes tu rutina de trabajo. Un juguete relleno de comida puede ayudarle a asociar tu marcha con algo agradable.</p>
<blockquote>La regla del 3-3-3 es una buena guía: tres días para descomprimirse, tres semanas para aprender la rutina y tres meses para sentirse en casa.</blockquote>
<h2>La visita al veterinario</h2>
<p>Pide cita en tu clínica veterinaria durante las primeras semanas, aunque el perro venga vacunado y desparasitado. Lleva la cartilla que te entregó el refugio. Conocer al veterinario cuando el perro está sano hará que las visitas futuras sean menos estresantes, y te servirá para resolver dudas sobre alimentación, antiparasitarios y cuidados según su edad.</p>
<p>Preparar la casa no es complicado, pero marca la diferencia. Con un espacio seguro, unas rutinas claras y mucha paciencia, tu perro adoptado descubrirá pronto que esta vez sí ha llegado para quedarse.</p>
`;

const firstWeeksCat = `
<p>Los gatos son animales territoriales y de costumbres, así que un cambio de casa es para ellos uno de los momentos más estresantes de su vida. Un gato recién adoptado puede pasar días escondido debajo de la cama, sin apenas comer, y eso no significa que no vaya a ser feliz contigo. Significa que necesita tiempo. Te contamos cómo acompañarlo durante sus primeras semanas para que la adaptación sea lo más suave posible.</p>
<h2>Empieza con una sola habitación</h2>
<p>El mejor consejo que podemos darte es que no le abras toda la casa el primer día. Prepara una habitación tranquila, como un dormitorio o un despacho, con todo lo que necesita: arenero, agua, comida, un rascador, una cama y algún escondite, que puede ser tan sencillo como una caja de cartón con una manta dentro. Coloca el arenero lejos de la comida y del agua: a los gatos no les gusta comer cerca de donde hacen sus necesidades.</p>
<p>En un espacio pequeño el gato puede controlar lo que pasa a su alrededor y se siente seguro antes. Cuando veas que come con normalidad, usa el arenero, se acerca a ti con curiosidad y duerme a la vista, puedes dejarle explorar el resto de la casa, poco a poco y siempre con la puerta de su habitación abierta para que pueda volver.</p>
<h2>Deja que sea él quien se acerque</h2>
<p>Resiste la tentación de sacarlo de su escondite. Siéntate en la habitación, lee o trabaja con el portátil y deja que se acostumbre a tu presencia, a tu voz y a tu olor. Háblale con calma. Muchos gatos se acercan primero a olfatear y se retiran; es su forma de conocerte. Cuando acepte el contacto, acaríciale la cabeza y las mejillas, que son las zonas que la mayoría disfruta, y evita la barriga hasta que haya confianza.</p>
<p>El juego es una herramienta estupenda para romper el hielo. Una caña con plumas permite interactuar manteniendo la distancia que él necesita y le ayuda a liberar tensión. Unos minutos de juego al día, preferiblemente antes de comer, imitan su ciclo natural de caza, comida y descanso.</p>
<h2>Comida, agua y arenero</h2>
<ul>
<li>Mantén al principio el mismo alimento que comía en el refugio o en la casa de acogida. Si quieres cambiarlo, hazlo de forma gradual a lo largo de una semana.</li>
<li>Ofrece agua fresca en varios puntos y, si bebe poco, prueba con una fuente: muchos gatos prefieren el agua en movimiento.</li>
<li>Usa la misma arena que conocía. Limpia el arenero a diario: un gato puede dejar de usarlo si no está limpio.</li>
<li>Vigila que coma. Un gato que pasa más de uno o dos días sin comer necesita atención veterinaria, porque el ayuno prolongado es peligroso para ellos.</li>
</ul>
<h2>Si ya tienes otros animales</h2>
<p>Las presentaciones entre gatos, o entre un gato y un perro, deben hacerse despacio. Durante los primeros días, mantenlos separados e intercambia sus olores: frota suavemente una toalla por las mejillas de cada uno y deja que el otro la huela, o intercambia sus mantas. Después, dales de comer a cada lado de una puerta cerrada. Cuando ambos coman tranquilos, puedes dejar que se vean a través de una puerta entreabierta o una barrera para bebés.</p>
<p>Los bufidos al principio son normales. Lo importante es no forzar el encuentro y no castigar a ninguno. Si la tensión no disminuye con las semanas, pide consejo al refugio o a un especialista en comportamiento felino.</p>
<h2>Una casa a prueba de gatos</h2>
<p>Antes de abrirle toda la casa, revisa las ventanas. Las caídas desde balcones y ventanas son una de las causas más frecuentes de urgencias veterinarias en gatos, hasta el punto de que los veterinarios hablan del síndrome del gato paracaidista. Una red o una mosquitera resistente bien fijada evita sustos. Guarda los hilos, gomas y cintas, que pueden causar obstrucciones si se los tragan, y comprueba qué plantas tienes: los lirios, por ejemplo, son muy tóxicos para los gatos.</p>
<h2>La visita al veterinario</h2>
<p>Durante las primeras semanas, lleva al gato a tu veterinario para una revisión general, aunque venga vacunado, desparasitado y esterilizado. Acostúmbralo al transportín dejándolo abierto en casa, con una manta dentro, para que no lo asocie solo con las salidas. Revisa también que el microchip esté a tu nombre.</p>
<blockquote>Cada gato tiene su ritmo. Algunos ronronean en tu regazo la primera noche; otros tardan semanas en salir de debajo del sofá. Los dos pueden ser gatos felices y cariñosos.</blockquote>
<p>Con paciencia, un espacio propio y rutinas tranquilas, tu nuevo compañero irá descubriendo que este hogar es suyo. Y el día que se tumbe panza arriba a tu lado, sabrás que la espera ha merecido la pena.</p>
`;

const adultAnimals = `
<p>Cuando alguien piensa en adoptar, lo primero que suele imaginar es un cachorro. Es comprensible: son adorables y parece que crecerán con la familia. Pero en los refugios esperan cientos de perros y gatos adultos y mayores que tienen mucho que ofrecer y a los que, con demasiada frecuencia, nadie mira. Si estás pensando en adoptar, te animamos a conocerlos. Estas son algunas razones.</p>
<h2>Lo que ves es lo que hay</h2>
<p>Con un cachorro, su tamaño definitivo, su energía y buena parte de su carácter son una incógnita. Con un animal adulto, no. El equipo del refugio o la casa de acogida lo conoce bien y puede contarte si es tranquilo o activo, si se lleva bien con otros perros o con gatos, cómo reacciona con los niños o si tolera quedarse solo. Eso te permite elegir al compañero que de verdad encaja con tu vida, y reduce mucho el riesgo de que la adopción no salga bien.</p>
<h2>Menos trabajo en el día a día</h2>
<p>Muchos perros adultos ya saben hacer sus necesidades en la calle, caminan con correa y conocen la vida en una casa. Los gatos adultos suelen usar el arenero desde el primer día. Se acabaron, en la mayoría de los casos, los zapatos mordisqueados por los dientes nuevos, los despertares a las cinco de la mañana y las semanas de educación básica. Eso no significa que no vayan a necesitar tiempo para adaptarse, pero el punto de partida es otro.</p>
<h2>Siguen aprendiendo</h2>
<p>Existe la idea de que un perro mayor no puede aprender cosas nuevas, y no es cierta. Los perros y gatos adultos aprenden a cualquier edad, a menudo con más concentración que un cachorro, que se distrae con todo. Las sesiones cortas de adiestramiento con premios, además, son una forma estupenda de crear vínculo y de mantener su mente activa.</p>
<h2>La adopción de un animal mayor</h2>
<p>Los animales de más de siete u ocho años son los que más tiempo pasan en los refugios. Muchos llegan allí no por ningún problema de comportamiento, sino porque su familia falleció, enfermó o ya no pudo cuidarlos. Son animales acostumbrados a vivir en casa que, de repente, lo han perdido todo.</p>
<p>Un perro o un gato mayor suele ser tranquilo y agradecido, y se conforma con paseos más cortos, una cama blanda y tu compañía. Son compañeros ideales para personas que teletrabajan, para familias con un ritmo sereno o para personas mayores que buscan un amigo con el que compartir los días.</p>
<h2>Cuidados que conviene conocer</h2>
<p>Adoptar un animal mayor también implica responsabilidades que es mejor conocer de antemano. Con la edad aparecen con más frecuencia problemas de articulaciones, de dientes, de riñón o de corazón. Los refugios informan de las enfermedades conocidas y del tratamiento que llevan, así que pregunta sin miedo.</p>
<ul>
<li>Programa revisiones veterinarias cada seis meses, con análisis de sangre cuando el veterinario lo recomiende.</li>
<li>Elige una alimentación adecuada a su edad y controla su peso: el sobrepeso empeora los problemas articulares.</li>
<li>Adapta la casa: una alfombra en el suelo resbaladizo, una rampa para subir al sofá, la cama lejos de corrientes.</li>
<li>Mantén el ejercicio moderado y diario. Varios paseos cortos son mejor que uno largo.</li>
</ul>
<p>Algunos refugios ofrecen programas de acogida o de adopción con apoyo para animales mayores o con enfermedades crónicas. Pregunta por ellos.</p>
<h2>Una segunda oportunidad que se nota</h2>
<p>Quienes han adoptado a un perro o un gato adulto suelen decir lo mismo: que el animal parece entender que le han dado una segunda oportunidad. No es una cuestión científica, pero cualquiera que haya visto a un perro de diez años dormir por fin tranquilo en su nueva cama sabe de lo que hablamos.</p>
<blockquote>Adoptar un animal adulto no es conformarse con menos. Es elegir con los ojos abiertos a un compañero que ya sabe quién es.</blockquote>
<p>La próxima vez que visites un refugio o navegues por el catálogo de Huella, filtra por edad y detente en las fichas de los adultos y los mayores. Lee su historia, pregunta por ellos y, si puedes, ve a conocerlos. Es muy posible que tu compañero ideal lleve tiempo esperándote.</p>
`;

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    slug: 'como-preparar-tu-casa-para-la-llegada-de-un-perro-adoptado',
    title: 'Cómo preparar tu casa para la llegada de un perro adoptado',
    summary:
      'Una casa segura, un rincón propio y unas rutinas claras: todo lo que conviene tener listo antes de que tu perro adoptado cruce la puerta, y cómo vivir juntos el primer día.',
    contentHtml: homeForDog,
    categories: [DEMO_BLOG_CATEGORY],
    tags: ['perros', 'primeros días', 'consejos'],
    publishedDaysAgo: 38,
    imageAlt: 'Ilustración de un perro de color canela en el salón de su nueva casa',
    picture: { animal: pictureAnimal('perro', 'canela', 30, 'mediano'), index: 0 },
    comments: [
      {
        author: 'Javier López',
        email: 'javier.lopez@example.com',
        text: 'Adoptamos a Canela hace un mes y ojalá hubiera leído esto antes. Lo del rincón propio fue clave: en cuanto le pusimos la cama en una esquina tranquila dejó de dar vueltas por la casa por la noche.',
        hoursAfterPost: 30,
        replies: [
          {
            account: 'staff',
            text: '¡Qué alegría leerlo, Javier! Ese rincón es su lugar seguro. Dadle tiempo, que a los tres meses os sorprenderá lo bien que se siente en casa. Un abrazo a Canela.',
            hoursAfterPost: 34,
          },
        ],
      },
      {
        account: 'adopter',
        text: 'Muy útil la lista de plantas tóxicas, no sabía que el potus lo era. Ya lo hemos subido a la estantería.',
        hoursAfterPost: 72,
      },
    ],
  },
  {
    slug: 'las-primeras-semanas-con-un-gato-adoptado',
    title: 'Las primeras semanas con un gato adoptado',
    summary:
      'Un gato recién adoptado necesita tiempo, calma y una habitación propia para empezar. Te explicamos cómo acompañarlo en sus primeras semanas y cómo presentarlo a otros animales de la casa.',
    contentHtml: firstWeeksCat,
    categories: [DEMO_BLOG_CATEGORY],
    tags: ['gatos', 'primeros días', 'convivencia'],
    publishedDaysAgo: 19,
    imageAlt: 'Ilustración de un gato atigrado explorando el sofá de su nueva casa',
    picture: { animal: pictureAnimal('gato', 'atigrado', 24, null), index: 1 },
    comments: [
      {
        author: 'Laura Fernández',
        email: 'laura.fernandez@example.com',
        text: 'Nuestra gata pasó cuatro días debajo de la cama y estábamos preocupadísimos. Ahora duerme en nuestra almohada. Paciencia, de verdad que funciona.',
        hoursAfterPost: 20,
      },
    ],
  },
  {
    slug: 'por-que-adoptar-un-perro-o-un-gato-adulto',
    title: 'Por qué adoptar un perro o un gato adulto (o mayor)',
    summary:
      'Los animales adultos y mayores son los que más esperan en los refugios. Te contamos por qué pueden ser el compañero ideal y qué cuidados conviene conocer antes de adoptar uno.',
    contentHtml: adultAnimals,
    categories: [DEMO_BLOG_CATEGORY],
    tags: ['perros', 'gatos', 'animales mayores'],
    publishedDaysAgo: 6,
    imageAlt: 'Ilustración de un perro mayor de pelo blanco descansando en el jardín',
    picture: { animal: pictureAnimal('perro', 'blanco', 118, 'pequeño'), index: 3 },
    comments: [],
  },
];
