// Names of demo people by country and family background, and by generation: a 60-year-old Lyonnaise
// is more often Martine than Léa, a 25-year-old Berliner more often Lukas than Jürgen. Non-binary
// people (decision 054) carry first names given to either gender where they grew up (Camille, Kim, Cruz).
import type { Gender } from '@affinia/contract';
import type { CountryCode } from './places.js';
import type { Rng } from './prng.js';

export type Culture =
  | 'french'
  | 'belgian'
  | 'swiss'
  | 'quebecois'
  | 'maghrebi'
  | 'west_african'
  | 'portuguese'
  | 'east_asian'
  | 'spanish'
  | 'latin_american'
  | 'german'
  | 'turkish';

type Generation = 'young' | 'mid' | 'old';
/** First names per generation; a missing generation falls back to the neighbouring ones. */
type FirstNames = Partial<Record<Generation, readonly string[]>> & { any?: readonly string[] };
type CultureNames = Record<Gender, FirstNames> & { surnames: readonly string[] };

const words = (text: string) =>
  text
    .trim()
    .split(/\s*,\s*/)
    .map((w) => w.replace(/\s+/g, ' '));

const FRENCH_SURNAMES = words(`Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon,
  Laurent, Lefebvre, Michel, Garcia, David, Bertrand, Roux, Vincent, Fournier, Morel, Girard, André, Lefèvre, Mercier,
  Dupont, Lambert, Bonnet, François, Martinez, Legrand, Garnier, Faure, Rousseau, Blanc, Guérin, Muller, Henry,
  Roussel, Nicolas, Perrin, Morin, Mathieu, Clément, Gauthier, Dumont, Lopez, Fontaine, Chevalier, Robin, Masson,
  Sanchez, Gérard, Boyer, Denis, Lemaire, Duval, Joly, Gautier, Roger, Roche, Roy, Noël, Meyer, Lucas, Meunier,
  Perez, Marchand, Dufour, Blanchard, Barbier, Brun, Dumas, Brunet, Schmitt, Leroux, Colin, Fernandez, Renard,
  Arnaud, Rolland, Caron, Aubert, Giraud, Leclerc, Vidal, Bourgeois, Renaud, Lemoine, Picard, Gaillard, Leclercq,
  Lacroix, Fabre, Dupuis, Olivier, Hubert, Guillot, Rivière, Le Gall, Guillaume, Adam, Rey, Moulin, Berger, Lecomte,
  Ménard, Fleury, Deschamps, Carpentier, Benoît, Maillard, Marchal, Aubry, Vasseur, Le Roux, Renault, Jacquet,
  Collet, Prévost, Poirier, Charpentier, Royer, Huet, Baron, Dupuy, Pons, Lainé, Carré, Breton, Rémy, Perrot,
  Guyot, Barré, Marty, Cousin, Le Goff, Kerjean, Etcheverry, Santoni, Pujol, Bouvier, Lebrun, Marechal, Hamon`);

const NAMES: Record<Culture, CultureNames> = {
  french: {
    homme: {
      old: words(`Michel, Philippe, Alain, Patrick, Jean-Pierre, Bernard, Daniel, Christian, Gérard, Jacques, Pierre,
        Éric, Jean-Luc, Thierry, Pascal, Didier, Serge, Jean-Claude, Gilles, Joël, Claude, Francis, Jean-Marc, Yves,
        Bruno, Jean-François, Marc, Hervé, Denis, Dominique`),
      mid: words(`Nicolas, Sébastien, Julien, Christophe, Stéphane, David, Frédéric, Laurent, Olivier, Jérôme,
        Guillaume, Mickaël, Cédric, Vincent, Fabien, Arnaud, Anthony, Damien, Mathieu, Romain, Benjamin, Alexandre,
        Thomas, Jonathan, Xavier, Grégory, Ludovic, Franck, Yannick, Sylvain`),
      young: words(`Lucas, Hugo, Théo, Thomas, Maxime, Nathan, Enzo, Louis, Antoine, Alexandre, Quentin, Clément,
        Baptiste, Paul, Valentin, Arthur, Mathis, Tom, Jules, Raphaël, Adrien, Victor, Corentin, Florian, Kévin,
        Dylan, Léo, Gabriel, Axel, Bastien`),
    },
    femme: {
      old: words(`Martine, Françoise, Nathalie, Isabelle, Sylvie, Catherine, Christine, Brigitte, Dominique, Patricia,
        Véronique, Valérie, Chantal, Monique, Nicole, Annie, Marie-Christine, Évelyne, Pascale, Corinne, Danielle,
        Joëlle, Michèle, Béatrice, Marie-France, Hélène, Jocelyne, Florence, Agnès, Muriel`),
      mid: words(`Sandrine, Stéphanie, Céline, Aurélie, Virginie, Émilie, Julie, Caroline, Sophie, Laëtitia, Audrey,
        Élodie, Mélanie, Karine, Delphine, Anne-Sophie, Vanessa, Marion, Claire, Amélie, Laure, Cécile, Séverine,
        Jessica, Anaïs, Charlotte, Camille, Pauline, Magali, Gaëlle`),
      young: words(`Léa, Manon, Chloé, Camille, Emma, Inès, Sarah, Clara, Jade, Lucie, Océane, Marie, Mathilde,
        Louise, Juliette, Anaïs, Pauline, Margaux, Lola, Zoé, Romane, Justine, Eva, Maëlys, Alice, Lina, Elsa,
        Agathe, Salomé, Louna`),
    },
    non_binaire: {
      old: words(`Dominique, Claude, Camille`),
      mid: words(`Camille, Dominique, Alex, Morgan, Claude, Lou`),
      young: words(`Camille, Alex, Charlie, Sacha, Lou, Alix, Noa, Eden, Yaël, Swann, Sasha`),
    },
    surnames: FRENCH_SURNAMES,
  },
  belgian: {
    homme: {
      old: words(`Luc, Marc, Jean, Philippe, Michel, Jacques, Guy, Freddy, José, Willy, André, Alain, Daniel, Serge,
        Claude, Eddy`),
      mid: words(`Olivier, Benoît, Christophe, Pierre, Nicolas, Frédéric, David, Sébastien, Jonathan, Arnaud, Laurent,
        Geert, Bart, Wouter, Pieter, Jérôme, Vincent, Fabrice`),
      young: words(`Thomas, Maxime, Antoine, Julien, Kevin, Lucas, Louis, Arthur, Noah, Hugo, Quentin, Simon, Dries,
        Jens, Romain, Florian, Martin, Victor, Nathan, Corentin`),
    },
    femme: {
      old: words(`Anne, Nathalie, Isabelle, Martine, Christiane, Marie-Paule, Françoise, Monique, Annick, Béatrice,
        Chantal, Brigitte, Els, Godelieve`),
      mid: words(`Valérie, Delphine, Florence, Hélène, Caroline, Céline, Sophie, Aurélie, Stéphanie, Katrien, Sandrine,
        Virginie, An, Catherine, Emmanuelle`),
      young: words(`Marie, Julie, Laura, Sarah, Charlotte, Pauline, Elise, Manon, Émilie, Louise, Juliette, Chloé,
        Camille, Amandine, Justine, Lien, Margaux, Noémie, Alice, Clémence`),
    },
    non_binaire: {
      old: words(`Dominique, Claude, Camille`),
      mid: words(`Dominique, Camille, Kim, Alex, Robin`),
      young: words(`Camille, Sacha, Charlie, Alex, Robin, Lou, Noa, Kim, Jo`),
    },
    surnames: words(`Peeters, Janssens, Maes, Jacobs, Mertens, Willems, Claes, Goossens, Wouters, De Smet, Dubois,
      Lambert, Dupont, Martin, Simon, Leclercq, Laurent, Lejeune, Renard, Hermans, Michiels, Lemaire, Dumont,
      Collard, Denis, Wauters, Leroy, Declercq, Gilson, Mathieu, Jacques, Noël, Gérard, François, Piette, Delvaux,
      Thiry, Henrard, Lambotte, Dethier, Delhaye, Marchal, Lefèbvre, Vandenberghe, Van Damme, De Backer, Dierickx`),
  },
  swiss: {
    homme: {
      old: words(`Jean-Daniel, Pierre-André, Jean-Marc, Bernard, Michel, Claude, Jacques, Roland, René, Charles,
        Jean-Pierre, Gérald`),
      mid: words(`David, Daniel, Nicolas, Yves, Pascal, Christophe, Olivier, Frédéric, Laurent, Patrick, Fabrice,
        Cédric, Stéphane, Alain, Philippe`),
      young: words(`Luca, Thomas, Julien, Sébastien, Raphaël, Noah, Loïc, Jérémie, Mathias, Samuel, Gaël, Joël,
        Michaël, Kevin, Romain, Florian, Dylan, Yannick`),
    },
    femme: {
      old: words(`Martine, Monique, Françoise, Josiane, Danielle, Christiane, Marianne, Anne-Marie, Ginette,
        Marie-Claude, Eliane, Suzanne`),
      mid: words(`Sophie, Nathalie, Sandra, Valérie, Isabelle, Anne, Christelle, Fabienne, Carole, Corinne, Sylvie,
        Joëlle, Karin, Nadia`),
      young: words(`Laura, Céline, Chloé, Léa, Sarah, Julie, Mélanie, Aline, Noémie, Coralie, Mélissa, Manon,
        Élodie, Maude, Jessica, Lara, Océane, Tiffany`),
    },
    non_binaire: {
      old: words(`Dominique, Claude, Camille`),
      mid: words(`Dominique, Camille, Alex, Andrea`),
      young: words(`Camille, Sacha, Alex, Noa, Lou, Andrea, Robin, Charlie`),
    },
    surnames: words(`Favre, Rochat, Bonvin, Pittet, Jaquet, Cuendet, Chevalley, Perret, Python, Rey, Mottier, Morand,
      Gay, Fournier, Berset, Delessert, Gilliéron, Monnier, Crettenand, Jaccard, Roulin, Schmid, Meier, Müller, Bovet,
      Dubois, Mercier, Blanc, Vuilleumier, Matthey, Rossier, Clerc, Bochud, Dafflon, Genoud, Reymond, Baillif`),
  },
  quebecois: {
    homme: {
      old: words(`Réjean, Gilles, Normand, Michel, Denis, Gaétan, Jean-Guy, Serge, Pierre, André, Richard, Claude,
        Yvon, Mario, Daniel, Luc`),
      mid: words(`Martin, Éric, Patrick, Sylvain, Stéphane, Jean-François, Francis, Marc-André, Sébastien, Dominic,
        Steve, Frédéric, Yannick, Jonathan, Benoît, Mathieu`),
      young: words(`Jean-Philippe, Maxime, Alexandre, Olivier, Simon, Vincent, Samuel, Gabriel, Félix, William,
        Étienne, Pier-Luc, Louis-Philippe, Mathis, Antoine, Charles, Guillaume, Xavier, Raphaël, Zachary, Jérémy`),
    },
    femme: {
      old: words(`Ginette, Sylvie, Diane, Lise, Johanne, Nicole, Lucie, Manon, Francine, Louise, Carole, Danielle,
        Line, Chantal, Suzanne, Jocelyne`),
      mid: words(`Isabelle, Mélanie, Julie, Stéphanie, Véronique, Annie, Valérie, Josée, Karine, Sophie, Geneviève,
        Nathalie, Caroline, Marie-Claude, Kathleen, Mélissa`),
      young: words(`Marie-Ève, Catherine, Émilie, Audrey-Anne, Marie-Pier, Rosalie, Florence, Léa, Laurence, Noémie,
        Camille, Justine, Sarah-Maude, Gabrielle, Jade, Océane, Frédérique, Alexandra, Maude, Ariane`),
    },
    non_binaire: {
      old: words(`Dominique, Claude, Camille`),
      mid: words(`Dominique, Camille, Alex, Claude`),
      young: words(`Camille, Alex, Charlie, Sasha, Noa, Éden, Sam, Alexis`),
    },
    surnames: words(`Tremblay, Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, Ouellet, Pelletier,
      Bélanger, Lévesque, Bergeron, Leblanc, Paquette, Girard, Simard, Boucher, Caron, Beaulieu, Cloutier, Dubé,
      Poirier, Fournier, Lapointe, Leclerc, Lefebvre, Poulin, Thibault, St-Pierre, Nadeau, Martin, Landry, Martel,
      Bédard, Grenier, Lessard, Bernier, Richard, Michaud, Hébert, Desjardins, Couture, Turcotte, Lachance, Parent,
      Blais, Gosselin, Savard, Proulx, Beaudoin, Demers, Perron, Boudreau, Lemieux, Cyr, Perreault, Dion, Mercier,
      Bolduc, Bérubé, Boisvert, Langlois, Ménard, Therrien, Plante, Bilodeau`),
  },
  maghrebi: {
    homme: {
      old: words(`Mohamed, Ahmed, Rachid, Abdelkader, Mustapha, Ali, Saïd, Brahim, Omar, Hocine, Larbi, Djamel`),
      mid: words(`Karim, Samir, Nabil, Farid, Hakim, Khalid, Mourad, Nordine, Sofiane, Mehdi, Redouane, Yacine`),
      young: words(`Yassine, Bilal, Amine, Rayan, Ilyes, Walid, Nassim, Adam, Anis, Youssef, Ayoub, Mehdi,
        Sofiane, Hamza, Zakaria`),
    },
    femme: {
      old: words(`Fatima, Malika, Khadija, Aïcha, Zohra, Fatiha, Nacera, Houria, Rachida, Saïda`),
      mid: words(`Nadia, Samira, Leïla, Myriam, Sonia, Soraya, Karima, Hanane, Naïma, Latifa, Sabrina`),
      young: words(`Yasmine, Inès, Sarah, Amina, Nour, Lina, Rania, Imane, Salma, Kenza, Dounia, Meriem, Sofia,
        Nesrine, Lilia`),
    },
    non_binaire: {
      any: words(`Nour, Chams, Ihsane, Sacha, Camille, Alex`),
    },
    surnames: words(`Benali, Haddad, Mansouri, Belkacem, Saïdi, Amrani, Bouzid, Cherif, Hamidi, Khelifi, Benkirane,
      Ziani, Brahimi, Mebarki, El Amrani, Boukhari, Touati, Rahmani, Bensaïd, Meziane, Djebbar, Ait Ali, Chaoui,
      Lamrani, Bouaziz, Ouali`),
  },
  west_african: {
    homme: {
      any: words(`Moussa, Mamadou, Ibrahima, Abdoulaye, Ousmane, Souleymane, Cheikh, Aliou, Seydou, Boubacar, Issa,
        Lamine, Kofi, Yannick, Serge, Christian, Modou, Samba, Thierno, Arnaud`),
    },
    femme: {
      any: words(`Fatou, Aminata, Awa, Mariam, Aïssatou, Kadiatou, Binta, Coumba, Astou, Oumou, Rokia, Ndeye, Grâce,
        Christelle, Laurette, Mariama, Adama, Nafi, Sokhna, Prisca`),
    },
    non_binaire: {
      any: words(`Ayo, Tobi, Seun, Ife, Dami, Sacha, Camille`),
    },
    surnames: words(`Diallo, Traoré, Koné, Diop, Ndiaye, Camara, Keita, Sow, Cissé, Touré, Coulibaly, Fofana, Ba, Sylla,
      Mbaye, Kouassi, Mendy, Sarr, Faye, Gueye, Bamba, Konaté, Dembélé, Sissoko, Kanté, Yao`),
  },
  portuguese: {
    homme: {
      any: words(`João, Pedro, Tiago, Rui, Nuno, Paulo, Carlos, Miguel, Bruno, Ricardo, Fábio, Diogo, Manuel,
        José, António, Hugo, Sérgio, Filipe`),
    },
    femme: {
      any: words(`Ana, Sofia, Inês, Joana, Catarina, Marta, Rita, Sandra, Patrícia, Carla, Cátia, Beatriz, Maria,
        Sónia, Cristina, Filipa, Mariana, Vanessa`),
    },
    non_binaire: {
      any: words(`Alex, Sacha, Camille, Noa`),
    },
    surnames: words(`Da Silva, Ferreira, Pereira, Dos Santos, Rodrigues, Oliveira, Costa, Gonçalves, Martins, Lopes,
      Fernandes, Carvalho, Teixeira, Sousa, Almeida, Ribeiro, Pinto, Mendes, Marques, Cardoso`),
  },
  east_asian: {
    homme: {
      any: words(`Minh, Thanh, Kevin, David, Anh, Julien, Long, Wei, Hao, Jonathan, Vincent, Tuan, Alexandre, Frédéric,
        Laurent, Quang`),
    },
    femme: {
      any: words(`Linh, Mai, Lan, Jennifer, Émilie, Mei, Lina, Anh, Sophie, Chloé, Yen, Hélène, Julie, Ngoc, Li,
        Stéphanie`),
    },
    non_binaire: {
      any: words(`Wei, Lin, Jun, Ming, Yu, Xin, Kim, Camille`),
    },
    surnames: words(`Nguyen, Tran, Le, Pham, Hoang, Vu, Dang, Chen, Wang, Li, Zhang, Lin, Huynh, Truong, Phan, Bui,
      Lam, Wu, Liu, Ly`),
  },
  spanish: {
    homme: {
      old: words(`José, Antonio, Manuel, Francisco, Juan, Jesús, Miguel, Rafael, Pedro, Ángel, Fernando, Luis,
        José Luis, José Antonio, Ramón, Enrique`),
      mid: words(`Javier, Carlos, David, Sergio, Jorge, Alberto, Raúl, Óscar, Rubén, Iván, Roberto, Juan Carlos,
        Francisco Javier, Víctor`),
      young: words(`Alejandro, Pablo, Daniel, Adrián, Álvaro, Hugo, Diego, Mario, Marcos, Íker, Jaime, Manuel, Lucas,
        Martín, Gonzalo, Samuel, Rodrigo, Guillermo, Héctor, Unai`),
    },
    femme: {
      old: words(`María, Carmen, Isabel, Pilar, Dolores, Teresa, Rosa, Mercedes, Francisca, Antonia, Concepción,
        Montserrat, Josefa, María José, Encarnación, Ángeles`),
      mid: words(`Cristina, Ana, Elena, Raquel, Silvia, Beatriz, Patricia, Natalia, Susana, Yolanda, Eva, Sonia,
        Mónica, Nuria, Rocío, Esther`),
      young: words(`Lucía, Laura, Marta, Paula, Sara, Andrea, Alba, Claudia, Irene, Sofía, Carla, Nerea, Marina,
        Ainhoa, Julia, Noelia, Lorena, Aitana, Elena, Celia`),
    },
    non_binaire: {
      old: words(`Cruz, Reyes, Trinidad`),
      mid: words(`Álex, Cruz, Reyes, Ariel`),
      young: words(`Álex, Ariel, Cruz, Sasha, Dani, Noa`),
    },
    surnames: words(`García, Rodríguez, González, Fernández, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez,
      Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, Gutiérrez, Navarro, Torres, Domínguez, Vázquez,
      Ramos, Gil, Ramírez, Serrano, Blanco, Molina, Morales, Suárez, Ortega, Delgado, Castro, Ortiz, Rubio, Marín,
      Sanz, Núñez, Iglesias, Medina, Garrido, Cortés, Castillo, Santos, Lozano, Guerrero, Cano, Prieto, Méndez, Calvo,
      Gallego, Vidal, León, Márquez, Herrera, Peña, Cabrera, Campos, Vega, Fuentes, Carrasco, Caballero, Nieto,
      Aguilar, Pascual, Herrero, Lorenzo, Montero, Hidalgo, Ibáñez, Ferrer, Durán, Benítez, Vicente, Arias, Crespo,
      Pastor, Soler, Parra, Esteban, Bravo, Etxeberria, Garmendia, Puig, Vilaró`),
  },
  latin_american: {
    homme: {
      any: words(`Mateo, Santiago, Sebastián, Andrés, Felipe, Camilo, Nicolás, Joaquín, Emiliano, Rodrigo, Luis
        Fernando, Juan Pablo, Esteban, Tomás`),
    },
    femme: {
      any: words(`Valentina, Camila, Daniela, Gabriela, Mariana, Isabella, Paola, Carolina, Ximena, Fernanda, Luciana,
        Catalina, Juliana, Natalia`),
    },
    non_binaire: {
      any: words(`Ariel, Alexis, Cruz, Guadalupe, Álex, Dani`),
    },
    surnames: words(`Rojas, Vargas, Castillo, Mendoza, Quispe, Salazar, Restrepo, Cárdenas, Ríos, Acosta, Herrera,
      Guzmán, Paredes, Aguirre, Espinoza, Zapata, Pineda, Villalobos`),
  },
  german: {
    homme: {
      old: words(`Jürgen, Klaus, Uwe, Wolfgang, Dieter, Bernd, Peter, Manfred, Hans-Peter, Rainer, Günter, Werner,
        Karl-Heinz, Hartmut, Gerd, Detlef`),
      mid: words(`Thomas, Michael, Andreas, Stefan, Frank, Ralf, Jörg, Matthias, Markus, Oliver, Sven, Dirk, Torsten,
        Christian, Holger, Carsten`),
      young: words(`Lukas, Jonas, Leon, Felix, Maximilian, Paul, Tim, Jan, Niklas, Finn, Moritz, Julian, David,
        Philipp, Tobias, Florian, Sebastian, Alexander, Daniel, Fabian, Simon, Luca`),
    },
    femme: {
      old: words(`Ursula, Renate, Monika, Petra, Gabriele, Karin, Brigitte, Elke, Heike, Birgit, Ute, Sigrid, Ingrid,
        Martina, Angelika, Doris`),
      mid: words(`Sabine, Andrea, Claudia, Susanne, Nicole, Stefanie, Anja, Tanja, Katrin, Simone, Melanie, Sandra,
        Kerstin, Silke, Daniela, Nadine`),
      young: words(`Anna, Lena, Laura, Julia, Lea, Sarah, Hannah, Lisa, Katharina, Sophie, Marie, Johanna, Charlotte,
        Emma, Mia, Jana, Carolin, Franziska, Vanessa, Luisa, Paula, Clara`),
    },
    non_binaire: {
      old: words(`Chris, Toni, Kay`),
      mid: words(`Kim, Sascha, Robin, Chris, Alex, Toni, Micha`),
      young: words(`Luca, Kim, Robin, Alex, Kaya, Charlie, Mika, Toni, Sascha, Noa`),
    },
    surnames: words(`Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer,
      Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann,
      Lange, Schmitt, Werner, Schmitz, Krause, Meier, Lehmann, Schmid, Schulze, Maier, Köhler, Herrmann, König,
      Walter, Mayer, Huber, Kaiser, Fuchs, Peters, Lang, Scholz, Möller, Weiß, Jung, Hahn, Schubert, Vogel,
      Friedrich, Keller, Günther, Frank, Berger, Winkler, Roth, Beck, Lorenz, Baumann, Franke, Albrecht, Schuster,
      Ludwig, Böhm, Winter, Kraus, Schumacher, Krämer, Vogt, Stein, Jäger, Otto, Sommer, Groß, Seidel, Heinrich,
      Brandt, Haas, Schreiber, Graf, Dietrich, Ziegler, Kuhn, Pohl, Engel, Horn, Busch, Bergmann, Voigt, Sauer,
      Arnold, Wolff, Pfeiffer, Nowak, Kowalski, Lindner`),
  },
  turkish: {
    homme: {
      any: words(`Emre, Mehmet, Can, Burak, Murat, Deniz, Serkan, Kerem, Cem, Ahmet, Onur, Yusuf, Mustafa, Hakan,
        Tarık, Baran, Eren, Arda`),
    },
    femme: {
      any: words(`Elif, Ayşe, Zeynep, Merve, Büşra, Selin, Esra, Derya, Aylin, Leyla, Melek, Emine, Defne, Ece,
        Gül, Hatice, Dilara, Sibel`),
    },
    non_binaire: {
      any: words(`Deniz, Evren, Umut, Özgür, Ümit, Ülkü, Tuna`),
    },
    surnames: words(`Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Yıldırım, Öztürk, Aydın, Özdemir, Arslan, Doğan, Kılıç,
      Aslan, Çetin, Kara, Koç, Kurt, Özkan, Şimşek, Polat, Erdem, Aksoy, Güneş`),
  },
};

/** Family backgrounds by country, roughly as they appear in each population. */
const CULTURE_MIX: Record<CountryCode, readonly (readonly [Culture, number])[]> = {
  FR: [
    ['french', 76],
    ['maghrebi', 11],
    ['west_african', 5],
    ['portuguese', 4],
    ['east_asian', 3],
    ['spanish', 1],
  ],
  BE: [
    ['belgian', 82],
    ['maghrebi', 9],
    ['west_african', 4],
    ['turkish', 3],
    ['portuguese', 2],
  ],
  CH: [
    ['swiss', 80],
    ['portuguese', 8],
    ['french', 7],
    ['maghrebi', 3],
    ['west_african', 2],
  ],
  QC: [
    ['quebecois', 84],
    ['french', 6],
    ['maghrebi', 5],
    ['west_african', 3],
    ['east_asian', 2],
  ],
  ES: [
    ['spanish', 84],
    ['latin_american', 13],
    ['maghrebi', 3],
  ],
  DE: [
    ['german', 85],
    ['turkish', 12],
    ['spanish', 1],
    ['east_asian', 2],
  ],
};

function generationOf(age: number): Generation {
  if (age <= 35) return 'young';
  if (age <= 54) return 'mid';
  return 'old';
}

function firstNamesFor(names: FirstNames, generation: Generation): readonly string[] {
  if (names.any) return names.any;
  const order: Record<Generation, Generation[]> = {
    young: ['young', 'mid', 'old'],
    mid: ['mid', 'young', 'old'],
    old: ['old', 'mid', 'young'],
  };
  for (const g of order[generation]) {
    const list = names[g];
    if (list && list.length > 0) return list;
  }
  throw new Error('a culture without first names');
}

/** Every first name a culture gives people of a gender, whatever their generation. */
export function firstNamesGiven(culture: Culture, gender: Gender): ReadonlySet<string> {
  return new Set(Object.values(NAMES[culture][gender]).flat());
}

export type PersonName = { culture: Culture; firstName: string; lastName: string; fullName: string };

export function pickName(rng: Rng, country: CountryCode, gender: Gender, age: number): PersonName {
  const culture = rng.weighted(CULTURE_MIX[country]);
  const names = NAMES[culture];
  let generation = generationOf(age);
  // Names cross generations: some 30-year-olds carry a classic, some 50-year-olds a modern one.
  if (rng.chance(0.1)) generation = rng.pick(['young', 'mid', 'old'] as const);
  const firstName = rng.pick(firstNamesFor(names[gender], generation));
  let lastName = rng.pick(names.surnames);
  // Spaniards carry two surnames; about half write both.
  if ((culture === 'spanish' || culture === 'latin_american') && rng.chance(0.45)) {
    const second = rng.pick(names.surnames);
    if (second !== lastName) lastName = `${lastName} ${second}`;
  }
  return { culture, firstName, lastName, fullName: `${firstName} ${lastName}` };
}
